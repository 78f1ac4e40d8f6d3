import { badRequest } from './problem.ts';

/**
 * Request-body validation shared by every API: each field a handler reads is type- and size-checked
 * here, so bad input is a 400 problem, never a 500. Unknown SCAPI fields are ignored (as SCAPI does
 * when a client sends a document back); c_ custom attributes are kept.
 */
export type Body = Record<string, unknown>;

const MAX_STRING = 256;
const MAX_CUSTOM_STRING = 10_000;
const MAX_CUSTOM_JSON = 20_000;
const CUSTOM_KEY = /^c_[A-Za-z0-9_]{1,100}$/;

export const invalidBody = (detail: string) => badRequest(detail, 'invalid-request-body');

export function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireObject(value: unknown, field: string): Body {
  if (!isObject(value)) throw invalidBody(`'${field}' must be a JSON object.`);
  return value;
}

/** A nested object field (e.g. `customer` or `paymentCard`); absent is undefined. */
export function optionalObject(body: Body, key: string): Body | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  return requireObject(value, key);
}

export function requiredObject(body: Body, key: string): Body {
  const value = optionalObject(body, key);
  if (!value) throw invalidBody(`'${key}' is required.`);
  return value;
}

export function requireArray(value: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw invalidBody(`'${field}' must be a JSON array.`);
  if (value.length === 0) throw invalidBody(`'${field}' must not be empty.`);
  if (value.length > max) throw invalidBody(`'${field}' can hold at most ${max} entries.`);
  return value;
}

interface StringOptions {
  max?: number;
  /** Name used in messages when it differs from the key (e.g. "body.shippingAddress.city"). */
  field?: string;
}

/** An optional string field; empty strings are kept (they clear a value). */
export function optionalString(body: Body, key: string, options: StringOptions = {}): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const field = options.field ?? key;
  if (typeof value !== 'string') throw invalidBody(`'${field}' must be a string.`);
  const max = options.max ?? MAX_STRING;
  if (value.length > max) throw invalidBody(`'${field}' must be at most ${max} characters long.`);
  return value;
}

export function requiredString(body: Body, key: string, options: StringOptions = {}): string {
  const value = optionalString(body, key, options);
  if (value === undefined || value.trim() === '') throw invalidBody(`'${options.field ?? key}' is required.`);
  return value;
}

export function optionalBoolean(body: Body, key: string, field = key): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidBody(`'${field}' must be true or false.`);
  return value;
}

export function optionalNumber(
  body: Body,
  key: string,
  options: { min?: number; max?: number; integer?: boolean; field?: string } = {},
): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const field = options.field ?? key;
  if (typeof value !== 'number' || !Number.isFinite(value) || (options.integer && !Number.isInteger(value))) {
    throw invalidBody(`'${field}' must be ${options.integer ? 'a whole number' : 'a number'}.`);
  }
  if (options.min !== undefined && value < options.min)
    throw invalidBody(`'${field}' must be at least ${options.min}.`);
  if (options.max !== undefined && value > options.max) throw invalidBody(`'${field}' must be at most ${options.max}.`);
  return value;
}

export function optionalInteger(body: Body, key: string, min: number, max: number): number | undefined {
  return optionalNumber(body, key, { min, max, integer: true });
}

export function requiredInteger(body: Body, key: string, min: number, max: number): number {
  const value = optionalInteger(body, key, min, max);
  if (value === undefined) throw invalidBody(`'${key}' is required.`);
  return value;
}

/**
 * The c_ custom attributes of a body: strings, numbers, booleans, JSON objects and arrays (size-bounded).
 * null means "remove the attribute" and is returned as null. Names in `except` are left out: the
 * shopper cannot set them (e.g. customer groups) or a handler reads them itself.
 */
export function customFields(
  body: Body,
  field = 'body',
  options: { except?: readonly string[] } = {},
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!key.startsWith('c_') || options.except?.includes(key)) continue;
    if (!CUSTOM_KEY.test(key)) throw invalidBody(`'${field}.${key}' is not a valid custom attribute name.`);
    if (value === null || typeof value === 'boolean') result[key] = value;
    else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw invalidBody(`'${field}.${key}' must be a finite number.`);
      result[key] = value;
    } else if (typeof value === 'string') {
      if (value.length > MAX_CUSTOM_STRING)
        throw invalidBody(`'${field}.${key}' must be at most ${MAX_CUSTOM_STRING} characters long.`);
      result[key] = value;
    } else if (JSON.stringify(value).length > MAX_CUSTOM_JSON) {
      throw invalidBody(`'${field}.${key}' is too large.`);
    } else result[key] = value;
  }
  return result;
}

/** Applies custom attributes to a document: null removes an attribute, anything else sets it. */
export function applyCustomFields(target: Record<string, unknown>, fields: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) delete target[key];
    else target[key] = value;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The standard e-mail pattern check (spec checkout §5). */
export function isEmail(value: string): boolean {
  return value.length <= MAX_STRING && EMAIL.test(value);
}

/** Parses a JSON value given either as JSON text or already as a value (c_ attributes can be either). */
export function jsonValue(value: unknown, field: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw invalidBody(`'${field}' must be valid JSON.`);
  }
}
