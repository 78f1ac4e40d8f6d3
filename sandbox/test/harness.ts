/**
 * Starts a sandbox for a contract-test file and builds commerce-sdk-isomorphic clients against it.
 * Default: in-memory PGlite, a copy of the database seeded once per run (seed-once.ts). With
 * SANDBOX_TEST_DATABASE_URL set, the same tests run against a PostgreSQL server, each file in a
 * schema of its own that it seeds.
 */
import {
  helpers,
  ShopperBaskets,
  ShopperBasketsV2,
  ShopperCustomers,
  ShopperLogin,
  ShopperOrders,
  ShopperProducts,
  ShopperSearch,
  ShopperStores,
} from 'commerce-sdk-isomorphic';
import { privateClientAuthorization } from '../src/http/client-auth.ts';
import { startSandbox, type RunningSandbox } from '../src/index.ts';
import { seededDataDir } from './seeded-data-dir.ts';

export const SITE_ID = 'sweet-shop';
export const REDIRECT_URI = 'http://localhost:3000/callback';

export async function startTestSandbox(name: string): Promise<RunningSandbox> {
  const databaseUrl = process.env.SANDBOX_TEST_DATABASE_URL || '';
  return startSandbox({
    port: 0,
    dataDir: 'memory://',
    databaseUrl,
    databaseSchema: databaseUrl ? `sandbox_test_${name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}` : undefined,
    reset: Boolean(databaseUrl),
    loadDataDir: databaseUrl ? undefined : await seededDataDir(),
    latencyMs: 0,
    maintenance: false,
    logRequests: false,
  });
}

export interface ClientOptions {
  accessToken?: string;
  siteId?: string;
}

/** SDK configuration as the storefront uses it: the sandbox origin as proxy, native fetch, errors thrown. */
export function clientConfig(sandbox: RunningSandbox, options: ClientOptions = {}) {
  return {
    proxy: sandbox.url,
    parameters: {
      clientId: sandbox.config.clientId,
      organizationId: sandbox.config.organizationId,
      shortCode: sandbox.config.shortCode,
      siteId: options.siteId ?? SITE_ID,
    },
    headers: options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : ({} as Record<string, string>),
    fetch: globalThis.fetch as never,
    throwOnBadResponse: true,
  };
}

export function clients(sandbox: RunningSandbox, options: ClientOptions = {}) {
  const config = clientConfig(sandbox, options);
  return {
    login: new ShopperLogin(config),
    products: new ShopperProducts(config),
    search: new ShopperSearch(config),
    baskets: new ShopperBaskets(config),
    basketsV2: new ShopperBasketsV2(config),
    orders: new ShopperOrders(config),
    customers: new ShopperCustomers(config),
    stores: new ShopperStores(config),
  };
}

export async function loginGuest(sandbox: RunningSandbox, usid?: string, siteId?: string) {
  const { login } = clients(sandbox, { siteId });
  return helpers.loginGuestUser({
    slasClient: login,
    parameters: { redirectURI: REDIRECT_URI, ...(usid ? { usid } : {}) },
  });
}

export async function loginRegistered(
  sandbox: RunningSandbox,
  username: string,
  password: string,
  usid?: string,
  siteId?: string,
) {
  const { login } = clients(sandbox, { siteId });
  return helpers.loginRegisteredUserB2C({
    slasClient: login,
    credentials: { username, password },
    parameters: { redirectURI: REDIRECT_URI, ...(usid ? { usid } : {}) },
  });
}

/** HTTP Basic with the private client's credentials: for the control surface and SLAS client authentication. */
export function privateClientHeaders(sandbox: RunningSandbox): { authorization: string } {
  return { authorization: privateClientAuthorization(sandbox.config) };
}

/** A guest token of the private client (client_credentials), as the storefront's server holds. */
export async function loginPrivateClient(sandbox: RunningSandbox) {
  const config = clientConfig(sandbox);
  const slasClient = new ShopperLogin({
    ...config,
    parameters: { ...config.parameters, clientId: sandbox.config.privateClientId },
  });
  return helpers.loginGuestUserPrivate({
    slasClient,
    parameters: {},
    credentials: { clientSecret: sandbox.config.privateClientSecret },
  });
}

const siteTokens = new WeakMap<RunningSandbox, Map<string, Promise<string>>>();

/** A guest access token of a site, one per sandbox and site: SLAS binds a token to its channel, and SCAPI refuses it on another site. */
export function siteToken(sandbox: RunningSandbox, siteId: string = SITE_ID): Promise<string> {
  const tokens = siteTokens.get(sandbox) ?? new Map<string, Promise<string>>();
  siteTokens.set(sandbox, tokens);
  let token = tokens.get(siteId);
  if (!token) {
    token = loginGuest(sandbox, undefined, siteId).then((reply) => reply.access_token);
    tokens.set(siteId, token);
  }
  return token;
}

/** Clients authenticated as a fresh guest. */
export async function guestClients(sandbox: RunningSandbox) {
  const token = await loginGuest(sandbox);
  return { token, ...clients(sandbox, { accessToken: token.access_token }) };
}

/** Calls one of the sandbox's SCAPI custom APIs through the SDK's callCustomEndpoint, as the storefront does. */
export function callCustom<T = Record<string, unknown>>(
  sandbox: RunningSandbox,
  accessToken: string,
  apiName: string,
  endpointPath: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; parameters?: Record<string, string | number> } = {},
): Promise<T> {
  return helpers.callCustomEndpoint({
    options: {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      customApiPathParameters: { apiName, apiVersion: 'v1', endpointPath },
      parameters: { siteId: SITE_ID, ...options.parameters },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    },
    clientConfig: clientConfig(sandbox, { accessToken }),
  }) as Promise<T>;
}

/** Reads the problem+json body of an SDK ResponseError. */
export async function problemOf(promise: Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const response = (error as { response?: Response }).response;
    if (!response) throw error;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  throw new Error('expected the call to fail');
}

/** Outbox messages for a recipient, newest first. */
export async function outbox(sandbox: RunningSandbox, to: string, template?: string) {
  const url = new URL('/__sandbox/outbox', sandbox.url);
  url.searchParams.set('to', to);
  if (template) url.searchParams.set('template', template);
  const response = await fetch(url, { headers: privateClientHeaders(sandbox) });
  return (
    (await response.json()) as {
      data: Array<{
        id: number;
        to: string;
        template: string;
        subject: string;
        text: string;
        data: Record<string, unknown>;
      }>;
    }
  ).data;
}
