import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../db/client.ts';
import { createHash } from 'node:crypto';
import { tenantOf } from '../config.ts';

/**
 * ES256 signing keys for SLAS access tokens. Generated once and kept in the database, so tokens
 * stay valid across sandbox restarts (as a real SLAS tenant's keys do) and across instances
 * sharing one PostgreSQL server.
 */
export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  const rows = await db.query<{ value: { kid: string; privateJwk: JWK; publicJwk: JWK } }>(
    `SELECT value FROM meta WHERE key = 'slas_signing_key'`,
  );
  let stored = rows[0]?.value;
  if (!stored) {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const kid = `sandbox-${Date.now().toString(36)}`;
    stored = {
      kid,
      privateJwk: await exportJWK(pair.privateKey),
      publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' },
    };
    // Another instance may have raced us: keep whichever key was stored first.
    await db.query(
      `INSERT INTO meta (key, value) VALUES ('slas_signing_key', $1::jsonb) ON CONFLICT (key) DO NOTHING`,
      [JSON.stringify(stored)],
    );
    const again = await db.query<{ value: typeof stored }>(`SELECT value FROM meta WHERE key = 'slas_signing_key'`);
    stored = again[0]!.value;
  }
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(stored.publicJwk, 'ES256')) as CryptoKey,
    publicJwk: stored.publicJwk,
  };
}

export interface AccessTokenSubject {
  organizationId: string;
  clientId: string;
  siteId: string;
  usid: string;
  customerId: string;
  /** Registered customers only. */
  registered?: { login: string; firstName?: string; lastName?: string; guestCustomerId: string };
}

/** SLAS names the tenant (organization id without `f_ecom_`) in a token's issuer and audience. */
export const issuerOf = (organizationId: string) => `slas/prod/${tenantOf(organizationId)}`;
export const audienceOf = (organizationId: string) => `commercecloud/prod/${tenantOf(organizationId)}`;

/** The token answer's enc_user_id: "MD5 Hashed B2C Commerce user ID in uppercase" (ShopperLogin TokenResponse). */
export const encUserId = (customerId: string) => createHash('md5').update(customerId).digest('hex').toUpperCase();

/** SLAS claim shapes: sub names tenant, client and usid; isb names the shopper (guest or registered). */
export function slasClaims(subject: AccessTokenSubject): { sub: string; isb: string } {
  const sub = `cc-slas::${tenantOf(subject.organizationId)}::scid:${subject.clientId}::usid:${subject.usid}`;
  let isb: string;
  if (subject.registered) {
    const name =
      [subject.registered.firstName, subject.registered.lastName].filter(Boolean).join(' ') || subject.registered.login;
    isb = `uido:ecom::upn:${subject.registered.login}::uidn:${name}::gcid:${subject.registered.guestCustomerId}::rcid:${subject.customerId}::chid:${subject.siteId}`;
  } else {
    isb = `uido:slas::upn:Guest::uidn:Guest User::gcid:${subject.customerId}::chid:${subject.siteId}`;
  }
  return { sub, isb };
}

export async function signAccessToken(
  keys: SigningKeys,
  subject: AccessTokenSubject,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const { sub, isb } = slasClaims(subject);
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    isb,
    scp: 'sfcc.shopper-myaccount sfcc.shopper-baskets-orders sfcc.shopper-products sfcc.shopper-productsearch sfcc.shopper-stores sfcc.shopper-customers.register',
    tsob: subject.registered ? 'rc' : 'g',
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'jwt' })
    .setSubject(sub)
    .setIssuer(issuerOf(subject.organizationId))
    .setAudience(audienceOf(subject.organizationId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .setJti(crypto.randomUUID())
    .sign(keys.privateKey);
}

const ID_TOKEN_TTL_SECONDS = 30 * 60;

/**
 * The OpenID Connect ID token of a registered login ("User ID token. Valid for 30 minutes.", ShopperLogin
 * TokenResponse): who signed in, for the client that asked. Guests have no identity to state and get ''.
 */
export async function signIdToken(keys: SigningKeys, subject: AccessTokenSubject, now: Date): Promise<string> {
  if (!subject.registered) return '';
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    isb: slasClaims(subject).isb,
    email: subject.registered.login,
    ...(subject.registered.firstName ? { given_name: subject.registered.firstName } : {}),
    ...(subject.registered.lastName ? { family_name: subject.registered.lastName } : {}),
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'jwt' })
    .setSubject(slasClaims(subject).sub)
    .setIssuer(issuerOf(subject.organizationId))
    .setAudience(subject.clientId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ID_TOKEN_TTL_SECONDS)
    .sign(keys.privateKey);
}

export interface VerifiedToken {
  usid: string;
  clientId: string;
  customerId: string;
  isRegistered: boolean;
  siteId: string;
  login?: string;
}

/** Parses an isb claim's "key:value::key:value" pairs. */
export function parseIsb(isb: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const pair of isb.split('::')) {
    const index = pair.indexOf(':');
    if (index > 0) parts[pair.slice(0, index)] = pair.slice(index + 1);
  }
  return parts;
}

interface VerifiedEntry {
  verified: VerifiedToken;
  organizationId: string;
  nbf?: number;
  exp?: number;
}

/**
 * Tokens already verified, per signing key. A shopper sends the same token with every SCAPI call for
 * as long as it lives, and its ECDSA check was the largest part of the sandbox's CPU per call after
 * the database: a token passes once, and on later uses only what depends on the clock — its `nbf`
 * and `exp`, checked as jose checks them — is checked again. Bounded; the oldest entry goes first.
 */
const verifiedTokens = new WeakMap<SigningKeys, Map<string, VerifiedEntry>>();
const VERIFIED_TOKENS_MAX = 1000;

export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
  now: Date,
  organizationId: string,
): Promise<VerifiedToken> {
  let verified = verifiedTokens.get(keys);
  if (!verified) verifiedTokens.set(keys, (verified = new Map()));
  const seconds = Math.floor(now.getTime() / 1000);
  const known = verified.get(token);
  if (
    known &&
    known.organizationId === organizationId &&
    (known.nbf === undefined || known.nbf <= seconds) &&
    (known.exp === undefined || known.exp > seconds)
  ) {
    return { ...known.verified };
  }
  const entry = await verifyAccessTokenFully(keys, token, now, organizationId);
  verified.delete(token);
  if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, entry);
  return { ...entry.verified };
}

async function verifyAccessTokenFully(
  keys: SigningKeys,
  token: string,
  now: Date,
  organizationId: string,
): Promise<VerifiedEntry> {
  const { payload } = await jwtVerify(token, keys.publicKey, {
    issuer: issuerOf(organizationId),
    audience: audienceOf(organizationId),
    currentDate: now,
    algorithms: ['ES256'],
  });
  const sub = String(payload.sub ?? '');
  const usid = /::usid:([^:]+)/.exec(sub)?.[1];
  const clientId = /::scid:([^:]+)/.exec(sub)?.[1];
  const isb = parseIsb(String(payload.isb ?? ''));
  const isRegistered = Boolean(isb.rcid);
  const customerId = isRegistered ? isb.rcid : isb.gcid;
  if (!usid || !clientId || !customerId || !isb.chid) throw new Error('token subject is incomplete');
  return {
    verified: { usid, clientId, customerId, isRegistered, siteId: isb.chid, login: isRegistered ? isb.upn : undefined },
    organizationId,
    nbf: payload.nbf,
    exp: payload.exp,
  };
}
