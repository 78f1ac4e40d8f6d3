import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { jsonBody } from '../http/context.ts';
import { CONTENT_LINK_SCHEMA, HUB_ITEMS, SCHEMA_BASE, type Fields, type HubItem } from './delivery-data.ts';

/**
 * The content-delivery API, in the shape of Amplience's Content Delivery 2, for one hub:
 *   GET  /cms/{hub}/content/key/{deliveryKey}?depth=all|root&format=inlined|linked&locale=
 *   GET  /cms/{hub}/content/id/{deliveryId}?…
 *   POST /cms/{hub}/content/fetch  { requests: [{ key } | { id }], parameters: { depth, format } }
 * The staging host of a virtual staging environment (VSE) answers the same paths under
 * /cms-staging/{vseDomain}/…; a domain whose first label ends in `-{epoch ms}` (what the domain
 * service below gives out) answers "as of" that time, otherwise as of now:
 *   GET  /cms-vse/domain/{vseDomain}?timestamp={epoch ms}   → the pinned domain (a JSON string)
 * Answers: `{ content, linkedContent? }`; unknown keys 404 with `{ error: { type: 'CONTENT_NOT_FOUND' } }`.
 * Public and unauthenticated, like the real CDN. Live delivery is cacheable, staging never.
 */

const MAX_DEPTH = 6;
const MAX_FETCH_REQUESTS = 12;
const HUB = 'sweetshop';
const VSE_DOMAIN = /^[a-z0-9-]{1,80}(\.[a-z0-9-]{1,63}){1,6}$/;

const byId = new Map(HUB_ITEMS.map((item) => [item.id, item]));
const byKey = new Map(HUB_ITEMS.flatMap((item) => (item.deliveryKey ? [[item.deliveryKey, item] as const] : [])));

/** The fields of an item as of a time: its latest edition that is live by then. */
function fieldsAsOf(item: HubItem, asOf: number): Fields {
  const live = (item.editions ?? []).filter((edition) => edition.from <= asOf).sort((a, b) => a.from - b.from);
  return { ...item.fields, ...(live.at(-1)?.fields ?? {}) };
}

/** Image paths of the hub become absolute URLs on the sandbox origin, as a real hub's media host. */
function absolutise(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => absolutise(entry, origin));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value))
    out[key] =
      key === 'src' && typeof entry === 'string' && entry.startsWith('/') ? origin + entry : absolutise(entry, origin);
  return out;
}

interface Options {
  asOf: number;
  inline: boolean;
  depthAll: boolean;
  origin: string;
  locale?: string;
}

function render(item: HubItem, options: Options): Record<string, unknown> {
  return {
    _meta: {
      name: item.name,
      schema: SCHEMA_BASE + item.kind,
      deliveryId: item.id,
      ...(item.deliveryKey ? { deliveryKey: item.deliveryKey } : {}),
    },
    ...(absolutise(fieldsAsOf(item, options.asOf), options.origin) as Fields),
  };
}

const isLink = (value: unknown): value is { id: string } =>
  Boolean(
    value &&
    typeof value === 'object' &&
    (value as { _meta?: { schema?: unknown } })._meta?.schema === CONTENT_LINK_SCHEMA &&
    typeof (value as { id?: unknown }).id === 'string',
  );

/** Replaces content links by their items (inlined), or collects them (linked); unknown links stay links. */
function resolve(value: unknown, options: Options, linked: Map<string, unknown>, depth: number): unknown {
  if (Array.isArray(value)) return value.map((entry) => resolve(entry, options, linked, depth));
  if (!value || typeof value !== 'object') return value;
  if (isLink(value)) {
    const target = byId.get(value.id);
    if (!target || depth >= MAX_DEPTH) return value;
    const content = resolve(render(target, options), options, linked, depth + 1);
    if (options.inline) return content;
    linked.set(target.id, content);
    return value;
  }
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, resolve(entry, options, linked, depth)]));
}

function deliver(item: HubItem, options: Options): Record<string, unknown> {
  const root = render(item, options);
  if (!options.depthAll) return { content: root };
  const linked = new Map<string, unknown>();
  const content = resolve(root, options, linked, 0);
  return options.inline ? { content } : { content, linkedContent: [...linked.values()] };
}

function options(
  c: SandboxContext,
  asOf: number,
  parameters?: { depth?: unknown; format?: unknown; locale?: unknown },
): Options {
  const depth = parameters?.depth ?? c.req.query('depth') ?? 'root';
  const format = parameters?.format ?? c.req.query('format') ?? 'linked';
  const locale = parameters?.locale ?? c.req.query('locale');
  return {
    asOf,
    depthAll: depth === 'all',
    inline: format === 'inlined',
    origin: c.var.sb.origin(),
    locale: typeof locale === 'string' ? locale : undefined,
  };
}

const notFoundBody = (type: 'key' | 'id', value: string) => ({
  error: {
    type: 'CONTENT_NOT_FOUND',
    message: `No content item with ${type === 'key' ? 'delivery key' : 'id'} '${value}' could be found.`,
    data: { [type === 'key' ? 'deliveryKey' : 'deliveryId']: value },
  },
});

/** The time a staging domain answers as of: the `-{epoch ms}` of its first label, else now. */
export function stagingTime(vseDomain: string, now = Date.now()): number {
  const stamp = /-(\d{10,15})$/.exec(vseDomain.split('.')[0] ?? '')?.[1];
  return stamp ? Number(stamp) : now;
}

function mount(app: SandboxApp, base: string, asOf: (c: SandboxContext) => number | null, cacheControl: string): void {
  const answer = (c: SandboxContext, type: 'key' | 'id', value: string) => {
    const at = asOf(c);
    if (at === null)
      return c.json({ error: { type: 'INVALID_PARAMETERS', message: 'Unknown staging environment.' } }, 400);
    const item = type === 'key' ? byKey.get(value) : byId.get(value);
    c.header('cache-control', cacheControl);
    if (!item) return c.json(notFoundBody(type, value), 404);
    return c.json(deliver(item, options(c, at)));
  };
  app.get(`${base}/content/key/:key{.+}`, (c) => answer(c, 'key', c.req.param('key')));
  app.get(`${base}/content/id/:id`, (c) => answer(c, 'id', c.req.param('id')));
  app.post(`${base}/content/fetch`, async (c) => {
    const at = asOf(c);
    const body = await jsonBody<{
      requests?: Array<{ key?: unknown; id?: unknown }>;
      parameters?: { depth?: unknown; format?: unknown; locale?: unknown };
    }>(c);
    const requests = Array.isArray(body.requests) ? body.requests : [];
    if (at === null || !requests.length || requests.length > MAX_FETCH_REQUESTS) {
      return c.json(
        { error: { type: 'INVALID_PARAMETERS', message: `Between 1 and ${MAX_FETCH_REQUESTS} requests are needed.` } },
        400,
      );
    }
    c.header('cache-control', cacheControl);
    const responses = requests.map((request) => {
      const type = typeof request.key === 'string' ? 'key' : 'id';
      const value = String(type === 'key' ? request.key : request.id);
      const item = type === 'key' ? byKey.get(value) : byId.get(value);
      return item ? deliver(item, options(c, at, body.parameters)) : notFoundBody(type, value);
    });
    return c.json({ responses });
  });
}

export function registerDeliveryRoutes(app: SandboxApp): void {
  mount(app, `/cms/${HUB}`, () => Date.now(), 'public, max-age=60');
  mount(
    app,
    '/cms-staging/:vseDomain',
    (c) => {
      const domain = c.req.param('vseDomain') ?? '';
      return VSE_DOMAIN.test(domain) ? stagingTime(domain) : null;
    },
    'no-store',
  );
  app.get('/cms-vse/domain/:vseDomain', (c) => {
    const domain = c.req.param('vseDomain');
    const timestamp = c.req.query('timestamp');
    if (!VSE_DOMAIN.test(domain) || !timestamp || !/^\d{10,15}$/.test(timestamp))
      return c.json(
        { error: { type: 'INVALID_PARAMETERS', message: 'A staging domain and a timestamp are needed.' } },
        400,
      );
    const [first, ...rest] = domain.split('.');
    return c.json([`${first.replace(/-\d{10,15}$/, '')}-${timestamp}`, ...rest].join('.'));
  });
}
