/**
 * SESSION_SECRETS_KEY is read with the rest of the environment (app/services/env.server.ts): a key of
 * the wrong shape is a configuration error that names the variable and the shape it must have (and
 * never the value), not a 500 at a shopper's first checkout.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSecretsKey, readEnv } from '~/services/env.server.ts';

const key = randomBytes(32);
const SHAPE = /^SESSION_SECRETS_KEY must be 32 random bytes written as 64 hex digits or 44 characters of base64/;

describe('parseSecretsKey', () => {
  it.each([
    ['64 hex digits', key.toString('hex')],
    ['64 upper-case hex digits', key.toString('hex').toUpperCase()],
    ['base64 (openssl rand -base64 32)', key.toString('base64')],
    ['base64 without its padding', key.toString('base64').replace(/=$/, '')],
    ['base64url', key.toString('base64url')],
    ['a key with spaces or a newline around it', ` ${key.toString('hex')}\n`],
  ])('takes %s', (_label, text) => {
    expect(parseSecretsKey(text)).toEqual(key);
  });

  it('leaves an unset or empty variable to the random key of the process', () => {
    expect(parseSecretsKey(undefined)).toBeUndefined();
    expect(parseSecretsKey('  ')).toBeUndefined();
  });

  it.each([
    ['a word', 'not-a-key'],
    ['63 hex digits', key.toString('hex').slice(1)],
    ['65 hex digits', `${key.toString('hex')}0`],
    ['base64 of 31 bytes', key.subarray(1).toString('base64')],
    ['base64 of 33 bytes', Buffer.concat([key, Buffer.from([1])]).toString('base64')],
    ['base64 with a space inside', `${key.toString('base64').slice(0, 20)} ${key.toString('base64').slice(20)}`],
    ['base64 mixing both alphabets', `+_${key.toString('base64url').slice(2)}`],
  ])('refuses %s, naming the variable and its shape but not the value', (_label, text) => {
    expect(() => parseSecretsKey(text)).toThrow(SHAPE);
    try {
      parseSecretsKey(text);
    } catch (error) {
      expect((error as Error).message).not.toContain(text.trim());
    }
  });

  it('is checked when the environment is read, not at first use', () => {
    const env = { COMMERCE_SHORT_CODE: 's', COMMERCE_ORGANIZATION_ID: 'o', COMMERCE_CLIENT_ID: 'c' };
    expect(readEnv({ ...env, SESSION_SECRETS_KEY: key.toString('hex') }).secretsKey).toEqual(key);
    expect(() => readEnv({ ...env, SESSION_SECRETS_KEY: 'not-a-key' })).toThrow(SHAPE);
  });
});
