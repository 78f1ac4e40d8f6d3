import { invalidBody, type Body } from '../http/body.ts';

/** A password field: any string up to 4096 characters (the SCAPI limit); the policy is checked separately. */
export function passwordField(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length === 0) throw invalidBody(`'${name}' is required.`);
  if (value.length > 4096) throw invalidBody(`'${name}' must be at most 4096 characters.`);
  return value;
}
