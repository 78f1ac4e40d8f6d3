import { randomBytes, randomInt } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random id of the given length from letters and digits (SCAPI ids look like "abmuc2wupJxeoRxuo3wqYYmbhI"). */
export function randomId(length = 26): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

/** An opaque, URL-safe secret (tokens, codes): 32 random bytes. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
