import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, needsRefresh, slasClaimSegments, tokenIdentity } from '~/models/slas-token.ts';

const GUEST_ISB = 'uido:slas::upn:Guest::uidn:Guest User::gcid:abc::chid:sweet-shop';
const REGISTERED_ISB = 'uido:ecom::upn:ava@example.com::uidn:Ava Sweet::gcid:g1::rcid:r1::chid:sweet-shop';
const SUB = 'cc-slas::swet_prd::scid:client::usid:u-123';
const EXP = 1_900_000_000;

function segment(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');
}

function jwt(payload: unknown, header: unknown = { alg: 'ES256', typ: 'JWT', kid: 'k1' }): string {
  return `${segment(header)}.${segment(payload)}.not-a-real-signature`;
}

describe('decodeJwtPayload', () => {
  it('decodes the payload of a well-formed token', () => {
    expect(decodeJwtPayload(jwt({ isb: GUEST_ISB, sub: SUB, exp: EXP }))).toEqual({
      isb: GUEST_ISB,
      sub: SUB,
      exp: EXP,
    });
  });

  it('does not care what the signature is', () => {
    const [header, payload] = jwt({ exp: EXP }).split('.');
    expect(decodeJwtPayload(`${header}.${payload}.x`)).toEqual({ exp: EXP });
    expect(decodeJwtPayload(`${header}.${payload}.`)).toEqual({ exp: EXP });
  });

  it('decodes UTF-8 names', () => {
    const payload = { isb: 'uido:ecom::upn:zoe@example.com::uidn:Zoë Ångström 🍫::rcid:r2', exp: EXP };
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
  });

  it('decodes payloads whose base64url uses - and _ and no padding', () => {
    // '>>>' and '???' encode to '-' and '_' in base64url; a 1- or 2-byte tail needs padding in plain base64.
    const payload = { n: '>>>???', exp: EXP, x: 'ab' };
    const token = jwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(token).not.toContain('=');
    expect(decodeJwtPayload(token)).toEqual(payload);
  });

  it.each([
    ['empty string', ''],
    ['one part', 'abc'],
    ['two parts', `${segment({ alg: 'none' })}.${segment({ exp: EXP })}`],
    ['four parts', `${segment({ alg: 'none' })}.${segment({ exp: EXP })}.sig.extra`],
    ['empty payload', `${segment({ alg: 'none' })}..sig`],
    ['payload not base64', `${segment({ alg: 'none' })}.!!!$$$.sig`],
    ['payload not JSON', `${segment({ alg: 'none' })}.${segment('not json')}.sig`],
    ['payload truncated JSON', `${segment({ alg: 'none' })}.${segment('{"exp":1')}.sig`],
  ])('malformed (%s) → null', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });

  it.each([
    ['a string', 'hello'],
    ['a number', 42],
    ['null', null],
    ['true', true],
    ['an array', [1, 2, 3]],
  ])('payload that is not an object (%s) → null', (_label, payload) => {
    const token = `${segment({ alg: 'none' })}.${segment(JSON.stringify(payload))}.sig`;
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('slasClaimSegments', () => {
  it('maps the key:value segments of a claim, keeping colons inside values', () => {
    const segments = slasClaimSegments(REGISTERED_ISB);
    expect(segments.get('upn')).toBe('ava@example.com');
    expect(segments.get('uidn')).toBe('Ava Sweet');
    expect(segments.get('rcid')).toBe('r1');
    expect(segments.get('gcid')).toBe('g1');
    expect(segments.get('chid')).toBe('sweet-shop');
    expect(slasClaimSegments('a:b:c::d:e').get('a')).toBe('b:c');
  });

  it('skips segments without a key', () => {
    const segments = slasClaimSegments(SUB);
    expect(segments.get('usid')).toBe('u-123');
    expect(segments.get('scid')).toBe('client');
    expect(segments.has('cc-slas')).toBe(false);
    expect(slasClaimSegments('')).toEqual(new Map());
  });
});

describe('tokenIdentity', () => {
  it('reads a guest token: kind guest, customer id from gcid', () => {
    expect(tokenIdentity(jwt({ isb: GUEST_ISB, sub: SUB, exp: EXP }))).toEqual({
      kind: 'guest',
      customerId: 'abc',
      usid: 'u-123',
      expiresAt: EXP,
    });
  });

  it('reads a registered token: kind registered, customer id from rcid (not gcid)', () => {
    expect(tokenIdentity(jwt({ isb: REGISTERED_ISB, sub: SUB, exp: EXP }))).toEqual({
      kind: 'registered',
      customerId: 'r1',
      usid: 'u-123',
      expiresAt: EXP,
    });
  });

  it('decides the kind by rcid alone, whatever uido or upn say', () => {
    const registeredLooking = 'uido:ecom::upn:ava@example.com::uidn:Ava Sweet::gcid:g1::chid:sweet-shop';
    expect(tokenIdentity(jwt({ isb: registeredLooking, sub: SUB, exp: EXP }))).toMatchObject({
      kind: 'guest',
      customerId: 'g1',
    });
    const guestLooking = 'uido:slas::upn:Guest::rcid:r9::chid:sweet-shop';
    expect(tokenIdentity(jwt({ isb: guestLooking, sub: SUB, exp: EXP }))).toMatchObject({
      kind: 'registered',
      customerId: 'r9',
    });
  });

  it('treats an empty rcid as a guest', () => {
    const isb = 'uido:slas::upn:Guest::gcid:abc::rcid:::chid:sweet-shop';
    expect(tokenIdentity(jwt({ isb, sub: SUB, exp: EXP }))).toMatchObject({ kind: 'guest', customerId: 'abc' });
  });

  it('reads a UTF-8 registered token', () => {
    const isb = 'uido:ecom::upn:zoë@example.com::uidn:Zoë Ångström::gcid:g2::rcid:r2::chid:sweet-shop';
    expect(tokenIdentity(jwt({ isb, sub: SUB, exp: EXP }))).toMatchObject({ kind: 'registered', customerId: 'r2' });
  });

  it('gives an empty usid when sub is missing or has none', () => {
    expect(tokenIdentity(jwt({ isb: GUEST_ISB, exp: EXP }))?.usid).toBe('');
    expect(tokenIdentity(jwt({ isb: GUEST_ISB, sub: 'cc-slas::swet_prd::scid:client', exp: EXP }))?.usid).toBe('');
    expect(tokenIdentity(jwt({ isb: GUEST_ISB, sub: 123, exp: EXP }))?.usid).toBe('');
  });

  it.each([
    ['no isb', { sub: SUB, exp: EXP }],
    ['isb not a string', { isb: { gcid: 'abc' }, sub: SUB, exp: EXP }],
    ['no exp', { isb: GUEST_ISB, sub: SUB }],
    ['exp as a string', { isb: GUEST_ISB, sub: SUB, exp: String(EXP) }],
    ['neither gcid nor rcid', { isb: 'uido:slas::upn:Guest::chid:sweet-shop', sub: SUB, exp: EXP }],
  ])('→ null with %s', (_label, payload) => {
    expect(tokenIdentity(jwt(payload))).toBeNull();
  });

  it('→ null for a malformed token', () => {
    expect(tokenIdentity('not-a-jwt')).toBeNull();
    expect(tokenIdentity('')).toBeNull();
  });
});

describe('needsRefresh (refresh when 60 s or less remain)', () => {
  const at = (secondsLeft: number) => (EXP - secondsLeft) * 1000;

  it('61 s left → still usable', () => {
    expect(needsRefresh(EXP, at(61))).toBe(false);
  });

  it('60.5 s left → still usable (more than 60 s)', () => {
    expect(needsRefresh(EXP, at(60.5))).toBe(false);
  });

  it('exactly 60 s left → refresh', () => {
    expect(needsRefresh(EXP, at(60))).toBe(true);
  });

  it('59 s left → refresh', () => {
    expect(needsRefresh(EXP, at(59))).toBe(true);
  });

  it('0 s left → refresh', () => {
    expect(needsRefresh(EXP, at(0))).toBe(true);
  });

  it('already expired → refresh', () => {
    expect(needsRefresh(EXP, at(-1))).toBe(true);
    expect(needsRefresh(EXP, at(-3600))).toBe(true);
  });

  it('an hour left → still usable', () => {
    expect(needsRefresh(EXP, at(3600))).toBe(false);
  });

  it('defaults to the current time', () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(needsRefresh(nowSeconds + 3600)).toBe(false);
    expect(needsRefresh(nowSeconds + 30)).toBe(true);
    expect(needsRefresh(nowSeconds - 10)).toBe(true);
  });

  it('works with the expiry read from a token', () => {
    const identity = tokenIdentity(jwt({ isb: GUEST_ISB, sub: SUB, exp: EXP }));
    expect(identity).not.toBeNull();
    expect(needsRefresh(identity!.expiresAt, at(61))).toBe(false);
    expect(needsRefresh(identity!.expiresAt, at(60))).toBe(true);
  });
});
