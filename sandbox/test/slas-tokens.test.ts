import { describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair } from 'jose';
import { signAccessToken, verifyAccessToken, type AccessTokenSubject, type SigningKeys } from '../src/slas/jwt.ts';

const ORGANIZATION = 'f_ecom_swet_001';
const subject: AccessTokenSubject = {
  organizationId: ORGANIZATION,
  clientId: 'client-a',
  siteId: 'sweet-shop',
  usid: 'usid-1',
  customerId: 'guest-1',
};

async function signingKeys(): Promise<SigningKeys> {
  const pair = await generateKeyPair('ES256', { extractable: true });
  return {
    kid: 'test',
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    publicJwk: await exportJWK(pair.publicKey),
  };
}

describe('verifyAccessToken, verified once per token', () => {
  it('names the same shopper on every use, each caller getting its own copy', async () => {
    const keys = await signingKeys();
    const now = new Date('2026-11-26T10:00:00Z');
    const token = await signAccessToken(keys, subject, 1800, now);
    const first = await verifyAccessToken(keys, token, now, ORGANIZATION);
    const again = await verifyAccessToken(keys, token, new Date(now.getTime() + 60_000), ORGANIZATION);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(first).toMatchObject({
      usid: 'usid-1',
      clientId: 'client-a',
      customerId: 'guest-1',
      isRegistered: false,
      siteId: 'sweet-shop',
    });
  });

  it('still refuses a verified token once it has expired, for another organization, and with another key', async () => {
    const keys = await signingKeys();
    const now = new Date('2026-11-26T10:00:00Z');
    const token = await signAccessToken(keys, subject, 1800, now);
    await verifyAccessToken(keys, token, now, ORGANIZATION);
    await expect(verifyAccessToken(keys, token, new Date(now.getTime() + 1800_000), ORGANIZATION)).rejects.toThrow();
    await expect(verifyAccessToken(keys, token, now, 'f_ecom_other_001')).rejects.toThrow();
    await expect(verifyAccessToken(await signingKeys(), token, now, ORGANIZATION)).rejects.toThrow();
    // The refusals changed nothing: the token is good again before its expiry.
    await expect(verifyAccessToken(keys, token, now, ORGANIZATION)).resolves.toMatchObject({ usid: 'usid-1' });
  });
});
