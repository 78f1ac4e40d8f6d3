import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import type { SandboxConfig } from '../config.ts';
import type { SigningKeys } from '../slas/jwt.ts';
import type { RenditionPool } from '../catalog/rendition-pool.ts';
import { SITES, type SiteDefinition } from '../sites.ts';
import { badRequest, invalidParameter, missingParameter, ProblemError } from './problem.ts';
import { requireShopper } from './auth.ts';

/** Switches that tests and benchmarks flip at run time (also settable by env vars at start). */
export interface Switches {
  maintenance: boolean;
  latencyMs: number;
  /**
   * E-mail addresses (lower case) whose orders' createOrder and order-by-basket search are carried
   * out but never answered (the connection closes): the backend dying after creating the order, for
   * these shoppers only, so tests that share the sandbox are not touched.
   */
  loseOrderAnswers: string[];
}

export interface SandboxServices {
  db: Db;
  config: SandboxConfig;
  keys: SigningKeys;
  switches: Switches;
  /** Absolute origin the sandbox is reachable at (for image links and redirects). */
  origin(): string;
  /** Whether a request's Host header names this sandbox (its address and port, loopback names, the public origin). */
  isOwnHost(host: string | undefined): boolean;
  /** Current time; tests may replace it. */
  now(): Date;
  /** The image service's rendition workers (catalog/rendition-pool.ts). */
  renditions: RenditionPool;
}

/** Who the bearer token says is calling. */
export interface Shopper {
  customerId: string;
  usid: string;
  isRegistered: boolean;
  siteId: string;
  clientId: string;
  /** Registered customers only. */
  login?: string;
}

export interface SandboxEnv {
  Variables: {
    sb: SandboxServices;
    shopper: Shopper;
  };
}

export type SandboxContext = Context<SandboxEnv>;
export type SandboxApp = Hono<SandboxEnv>;

export function createApi(): SandboxApp {
  return new Hono<SandboxEnv>();
}

/**
 * A SCAPI API mounted at /{family}/{api}/{version}/organizations/:organizationId with shopper-token
 * authentication. Register routes on the returned app relative to that base.
 */
const mounted = new WeakMap<SandboxApp, Map<string, SandboxApp>>();

export function mountScapi(app: SandboxApp, basePath: string, options: { auth?: boolean } = {}): SandboxApp {
  // Several areas may serve one API (e.g. the `shipping` custom API): its middleware is registered once.
  const byPath = mounted.get(app) ?? new Map<string, SandboxApp>();
  mounted.set(app, byPath);
  const existing = byPath.get(basePath);
  if (existing) return existing;
  // basePath() shares the parent's router, so routes added later are served (route() would copy them now).
  const api = app.basePath(`${basePath}/organizations/:organizationId`);
  api.use('*', async (c, next) => {
    const org = c.req.param('organizationId');
    if (org !== c.var.sb.config.organizationId) {
      throw new ProblemError(
        404,
        'organization-not-found',
        'Organization Not Found',
        `The organization '${org}' is unknown.`,
      );
    }
    await next();
  });
  if (options.auth !== false) api.use('*', requireShopper);
  byPath.set(basePath, api);
  return api;
}

/** A SCAPI custom API: /custom/{apiName}/{version}/organizations/:organizationId/... */
export function mountCustomApi(app: SandboxApp, apiName: string, version = 'v1'): SandboxApp {
  return mountScapi(app, `/custom/${apiName}/${version}`);
}

export function services(c: SandboxContext): SandboxServices {
  return c.var.sb;
}

export function shopperOf(c: SandboxContext): Shopper {
  return c.var.shopper;
}

/** The required siteId query parameter, validated against the known sites. */
export function siteOf(c: SandboxContext): SiteDefinition {
  const siteId = c.req.query('siteId');
  if (!siteId) throw missingParameter('siteId');
  const site = SITES.find((candidate) => candidate.id === siteId);
  if (!site) throw invalidParameter('siteId', `The site '${siteId}' is unknown.`);
  return site;
}

/** Parses a JSON request body; malformed JSON is a 400, not a 500. */
export async function jsonBody<T = Record<string, unknown>>(c: SandboxContext): Promise<T> {
  const text = await c.req.text();
  if (!text.trim()) return {} as T;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed === null || typeof parsed !== 'object') throw new Error('not an object');
    return parsed as T;
  } catch {
    throw badRequest('The request body is not valid JSON.', 'malformed-body');
  }
}

/** Comma-separated (or repeated) list query parameter, e.g. ids=a,b,c. */
export function listParam(c: SandboxContext, name: string): string[] {
  return (
    c.req
      .queries(name)
      ?.flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean) ?? []
  );
}

/** Integer query parameter within bounds; out-of-range or non-numeric values are a 400. */
export function intParam(c: SandboxContext, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw invalidParameter(name, `The parameter '${name}' must be an integer.`);
  const value = Number.parseInt(raw, 10);
  if (value < min || value > max)
    throw invalidParameter(name, `The parameter '${name}' must be between ${min} and ${max}.`);
  return value;
}

/** Optional boolean query parameter ("true" / "false"; absent is false). */
export function booleanParam(c: SandboxContext, name: string): boolean {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return false;
  if (raw !== 'true' && raw !== 'false') throw invalidParameter(name, `The parameter '${name}' must be true or false.`);
  return raw === 'true';
}

/** Currency for the request: the explicit currency parameter, else the site's default. */
export function currencyOf(c: SandboxContext, site: SiteDefinition): string {
  const currency = c.req.query('currency');
  if (!currency) return site.defaultCurrency;
  if (!site.currencies.includes(currency))
    throw invalidParameter('currency', `The currency '${currency}' is not supported by site '${site.id}'.`);
  return currency;
}
