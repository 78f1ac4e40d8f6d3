/**
 * The storefront's own secret key (`SESSION_SECRETS_KEY`, 32 bytes as base64 or hex, checked when the
 * environment is read: env.server.ts) and what is
 * derived from it: AES-256-GCM sealing of the checkout's secrets at rest (memory or Redis) and the
 * HMAC of the recently-viewed and flash cookies. Without the variable a random key is made per process — fine
 * for development; in production it is logged, since sealed secrets and signed cookies then do not
 * survive a restart or reach another instance (a shopper re-enters a security code, the recently
 * viewed list starts over).
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { SECRETS_KEY_BYTES as KEY_BYTES, storefrontEnv } from './env.server.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

let keys: { seal: Buffer; sign: Buffer } | undefined;

function derivedKeys() {
  if (!keys) {
    const { secretsKey, production } = storefrontEnv();
    if (!secretsKey && production) {
      console.warn(
        '[session] SESSION_SECRETS_KEY is not set: using a random key for this process; checkout secrets and recently-viewed cookies will not survive a restart or reach other instances.',
      );
    }
    const root = secretsKey ?? randomBytes(KEY_BYTES);
    // One key per purpose, so a value made for one can never pass for the other.
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', root, '', purpose, KEY_BYTES));
    keys = { seal: derive('sweetshop checkout secrets'), sign: derive('sweetshop recently viewed') };
  }
  return keys;
}

/** Encrypts `plaintext` bound to `context` (the record it belongs to): `iv.ciphertext.tag`, base64url. */
export function seal(plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', derivedKeys().seal, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The plaintext of a sealed value, or null when it was tampered with, moved or sealed with another key. */
export function unseal(sealed: string, context: string): string | null {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKeys().seal, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A MAC of `value` (base64url, 128 bits: enough for a cookie nobody can forge offline in time). */
export function sign(value: string): string {
  return createHmac('sha256', derivedKeys().sign).update(value).digest().subarray(0, 16).toString('base64url');
}

export function signatureMatches(value: string, signature: string): boolean {
  const expected = Buffer.from(sign(value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
