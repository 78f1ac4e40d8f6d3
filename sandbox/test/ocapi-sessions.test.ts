/**
 * The OCAPI `/sessions` stand-in (checkout spec §7 "Session bridge"): a SLAS access token of the site and a known
 * client id give the legacy storefront's session as a `dwsid` cookie naming the token's shopper; no token, a bad one,
 * another site's or no client id are refused; PUT, PATCH and DELETE come as POST with x-dw-http-method-override.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { loginGuest, loginRegistered, privateClientHeaders, SITE_ID, siteToken, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox('ocapi-sessions');
});
afterAll(async () => sandbox?.close());

const path = (siteId = SITE_ID, version = 'v24_5') => `/s/${siteId}/dw/shop/${version}/sessions`;

function post(
  options: { token?: string; clientId?: string | null; siteId?: string; override?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.clientId !== null) headers['x-dw-client-id'] = options.clientId ?? sandbox.config.clientId;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.override) headers['x-dw-http-method-override'] = options.override;
  if (options.cookie) headers.cookie = options.cookie;
  return fetch(new URL(path(options.siteId), sandbox.url), { method: 'POST', headers });
}

const dwsidOf = (response: Response) => /^dwsid=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

async function session(dwsid: string) {
  const response = await fetch(new URL(`/__sandbox/ocapi/sessions/${dwsid}`, sandbox.url), {
    headers: privateClientHeaders(sandbox),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /s/{siteId}/dw/shop/v{version}/sessions', () => {
  it("answers 204 with a dwsid naming the guest's token", async () => {
    const tokens = await loginGuest(sandbox);
    const response = await post({ token: tokens.access_token });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/^dwsid=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; Secure/);
    const dwsid = dwsidOf(response)!;
    expect(await session(dwsid)).toEqual({
      status: 200,
      body: expect.objectContaining({ customerId: tokens.customer_id, siteId: SITE_ID, usid: tokens.usid }),
    });
    // A second call is a new session.
    expect(dwsidOf(await post({ token: tokens.access_token }))).not.toBe(dwsid);
  });

  it("names a registered customer's session for their token", async () => {
    const tokens = await loginRegistered(sandbox, 'ava.sweet@example.com', 'Candy!Shop1');
    const dwsid = dwsidOf(await post({ token: tokens.access_token }))!;
    expect((await session(dwsid)).body.customerId).toBe(tokens.customer_id);
  });

  it('refuses a call without a token or with a bad one (401), and without a known client id or site (400)', async () => {
    const token = await siteToken(sandbox);
    for (const [response, status, type] of [
      [await post(), 401, 'InvalidAccessTokenException'],
      [await post({ token: 'not-a-token' }), 401, 'InvalidAccessTokenException'],
      [await post({ token: `${token.slice(0, -4)}AAAA` }), 401, 'InvalidAccessTokenException'],
      [await post({ token, clientId: null }), 400, 'ClientIdMissingException'],
      [await post({ token, clientId: 'someone-else' }), 400, 'ClientIdMissingException'],
      [await post({ token, siteId: 'no-such-site' }), 400, 'SiteOfflineException'],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(((await response.json()) as { fault: { type: string } }).fault.type).toBe(type);
    }
  });

  it("refuses another site's token: SLAS binds a token to its channel", async () => {
    const other = await siteToken(sandbox, 'fundraising');
    const response = await post({ token: other });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('honours x-dw-http-method-override: DELETE ends the session, PUT and PATCH are not allowed', async () => {
    const token = await siteToken(sandbox);
    const dwsid = dwsidOf(await post({ token }))!;
    expect((await session(dwsid)).status).toBe(200);
    const ended = await post({ token, override: 'DELETE', cookie: `dwsid=${dwsid}` });
    expect(ended.status).toBe(204);
    expect(ended.headers.get('set-cookie')).toMatch(/^dwsid=; .*Max-Age=0/);
    expect((await session(dwsid)).status).toBe(404);
    for (const method of ['PUT', 'PATCH']) expect((await post({ token, override: method })).status).toBe(405);
  });

  it('refuses a malformed version', async () => {
    const token = await siteToken(sandbox);
    const response = await fetch(new URL(path(SITE_ID, 'latest'), sandbox.url), {
      method: 'POST',
      headers: { 'x-dw-client-id': sandbox.config.clientId, authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
  });

  it('keeps the control surface closed without the private client', async () => {
    const response = await fetch(new URL('/__sandbox/ocapi/sessions/x', sandbox.url));
    expect(response.status).toBe(401);
  });
});
