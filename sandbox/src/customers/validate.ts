import { badRequest } from '../http/problem.ts';

/**
 * Request-body checks for the customer APIs. Every field a shopper sends is checked for type and
 * size before it is stored, so bad input is a 400 problem, never a 500.
 */
export type Body = Record<string, unknown>;

export const invalidBody = (detail: string) => badRequest(detail, 'invalid-request-body');

export function isPlainObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A nested object field (e.g. `customer` or `paymentCard`); absent is undefined. */
export function optionalObject(body: Body, name: string): Body | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw invalidBody(`'${name}' must be an object.`);
  return value;
}

export function requiredObject(body: Body, name: string): Body {
  const value = optionalObject(body, name);
  if (!value) throw invalidBody(`'${name}' is required.`);
  return value;
}

export function optionalString(body: Body, name: string, maxLength = 256): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidBody(`'${name}' must be a string.`);
  if (value.length > maxLength) throw invalidBody(`'${name}' must be at most ${maxLength} characters.`);
  return value;
}

export function requiredString(body: Body, name: string, maxLength = 256): string {
  const value = optionalString(body, name, maxLength);
  if (value === undefined || !value.trim()) throw invalidBody(`'${name}' is required.`);
  return value;
}

export function optionalBoolean(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidBody(`'${name}' must be a boolean.`);
  return value;
}

export function optionalInteger(body: Body, name: string, min: number, max: number): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidBody(`'${name}' must be an integer from ${min} to ${max}.`);
  }
  return value;
}

export function requiredInteger(body: Body, name: string, min: number, max: number): number {
  const value = optionalInteger(body, name, min, max);
  if (value === undefined) throw invalidBody(`'${name}' is required.`);
  return value;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The standard e-mail pattern check (spec §5: "Email has a standard pattern check"). */
export function isEmail(value: string): boolean {
  return value.length <= 256 && EMAIL_PATTERN.test(value);
}

const CUSTOM_NAME = /^c_[A-Za-z0-9_]{1,100}$/;
const MAX_CUSTOM_JSON = 10_000;

/**
 * The `c_` custom attributes of a body (SCAPI custom properties). Values may be any JSON; each is
 * limited in size. Names in `ignored` are left out: the shopper cannot set them (e.g. customer groups).
 */
export function customAttributes(body: Body, ignored: readonly string[] = []): Body {
  const custom: Body = {};
  for (const [name, value] of Object.entries(body)) {
    if (!name.startsWith('c_') || ignored.includes(name)) continue;
    if (!CUSTOM_NAME.test(name)) throw invalidBody(`'${name}' is not a valid custom attribute name.`);
    if (value === undefined) continue;
    if (JSON.stringify(value).length > MAX_CUSTOM_JSON) throw invalidBody(`'${name}' is too large.`);
    custom[name] = value;
  }
  return custom;
}

/** A password field: any string up to 4096 characters (the SCAPI limit); the policy is checked separately. */
export function passwordField(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length === 0) throw invalidBody(`'${name}' is required.`);
  if (value.length > 4096) throw invalidBody(`'${name}' must be at most 4096 characters.`);
  return value;
}
