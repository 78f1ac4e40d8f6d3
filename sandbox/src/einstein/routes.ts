/**
 * A stand-in for Einstein's recommendations and activities API (api.cquotient.com, `/v3`), under `/einstein`, so the
 * storefront's carousels and their events run without Salesforce. Every call names the site as `{realm}-{siteId}`
 * and sends the client id in `x-cq-client-id` (401 otherwise), as the real API asks:
 *   GET  /einstein/v3/personalization/recommenders/{siteId}           → { recommenders: [{ name, description, recommenderType }] }
 *   POST /einstein/v3/personalization/recs/{siteId}/{recommender}     { products: [{ id }], cookieId? } → { recoUUID, recs: [{ id, product_name }] }
 *   POST /einstein/v3/activities/{siteId}/{activity}                  viewProduct, viewReco, clickReco, … → { requestId, uuid }
 * The activities received are kept (the newest 1,000, in memory) for tests to read on the control surface:
 *   GET  /__sandbox/einstein/activities?activity=&recoUUID=            newest first
 */
import { randomUUID } from 'node:crypto';
import type { SandboxApp, SandboxContext, SandboxServices } from '../http/context.ts';
import { loadCatalog } from '../catalog/store.ts';
import { SITES } from '../sites.ts';
import { alsoLoved, RECOMMENDERS, RECS_MAX } from './recommend.ts';

export const EINSTEIN_SIMULATOR = { clientId: 'sandbox-einstein-client-id', realm: 'bdsb' } as const;

/** The activities Einstein takes (catalog spec §7 "Recommendations"). */
const ACTIVITIES = new Set([
  'viewProduct',
  'viewSearch',
  'clickSearch',
  'viewCategory',
  'clickCategory',
  'viewReco',
  'clickReco',
  'addToCart',
  'beginCheckout',
  'viewPage',
  'checkoutStep',
]);
const ACTIVITY_LOG_MAX = 1000;
const BODY_MAX_CHARS = 20_000;

export interface RecordedActivity {
  activity: string;
  siteId: string;
  receivedAt: string;
  body: Record<string, unknown>;
}

const logs = new WeakMap<SandboxServices, RecordedActivity[]>();

function logOf(sb: SandboxServices): RecordedActivity[] {
  let log = logs.get(sb);
  if (!log) logs.set(sb, (log = []));
  return log;
}

type Refusal = { status: 400 | 401 | 404; message: string };

/** The call's site, or why it is refused: the client id first, then the `{realm}-{siteId}` of the path. */
function siteRefusal(c: SandboxContext): Refusal | null {
  if (c.req.header('x-cq-client-id') !== EINSTEIN_SIMULATOR.clientId)
    return { status: 401, message: 'Unknown or missing x-cq-client-id.' };
  const siteId = c.req.param('siteId') ?? '';
  const prefix = `${EINSTEIN_SIMULATOR.realm}-`;
  if (!siteId.startsWith(prefix) || !SITES.some((site) => site.id === siteId.slice(prefix.length)))
    return { status: 404, message: `The site '${siteId}' is unknown.` };
  return null;
}

const refuse = (c: SandboxContext, refusal: Refusal) =>
  c.json({ error: { status: refusal.status, message: refusal.message } }, refusal.status);

async function bodyOf(c: SandboxContext): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse((await c.req.text()).slice(0, BODY_MAX_CHARS) || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
    ? (value as { id: string }).id
    : null;

/** Why an activity's body is refused: viewReco names the recommender, its answer and the products shown; clickReco the product clicked. */
export function activityProblem(activity: string, body: Record<string, unknown>): string | null {
  if (activity !== 'viewReco' && activity !== 'clickReco') return null;
  if (typeof body.recommenderName !== 'string' || !body.recommenderName) return 'recommenderName is required.';
  if (typeof body.__recoUUID !== 'string' || !body.__recoUUID) return '__recoUUID is required.';
  if (activity === 'viewReco')
    return Array.isArray(body.products) && body.products.length > 0 && body.products.every((product) => idOf(product))
      ? null
      : 'products must list product ids.';
  return idOf(body.product) ? null : 'product.id is required.';
}

/** The products a cookie id viewed last, newest first (the recently-viewed recommender). */
function viewedBy(sb: SandboxServices, cookieId: unknown): string[] {
  if (typeof cookieId !== 'string' || !cookieId) return [];
  const ids = logOf(sb)
    .filter((entry) => entry.activity === 'viewProduct' && entry.body.cookieId === cookieId)
    .map((entry) => idOf(entry.body.product))
    .filter((id): id is string => id !== null);
  return [...new Set(ids)].slice(0, RECS_MAX);
}

export function registerEinsteinRoutes(app: SandboxApp): void {
  app.get('/einstein/v3/personalization/recommenders/:siteId', (c) => {
    const refusal = siteRefusal(c);
    if (refusal) return refuse(c, refusal);
    return c.json({ recommenders: RECOMMENDERS });
  });

  app.post('/einstein/v3/personalization/recs/:siteId/:recommender', async (c) => {
    const refusal = siteRefusal(c);
    if (refusal) return refuse(c, refusal);
    const recommender = c.req.param('recommender');
    if (!RECOMMENDERS.some((one) => one.name === recommender))
      return refuse(c, { status: 404, message: `The recommender '${recommender}' is unknown.` });
    const body = await bodyOf(c);
    if (!body) return refuse(c, { status: 400, message: 'The request body is not a JSON object.' });
    const catalog = await loadCatalog(c.var.sb.db);
    const anchors = Array.isArray(body.products)
      ? body.products.map(idOf).filter((id): id is string => id !== null)
      : [];
    const ids = recommender === 'recently-viewed' ? viewedBy(c.var.sb, body.cookieId) : alsoLoved(catalog, anchors);
    const recs = ids.map((id) => ({ id, product_name: String(catalog.products.get(id)?.doc.name ?? '') }));
    return c.json({ recoUUID: randomUUID(), recs });
  });

  app.post('/einstein/v3/activities/:siteId/:activity', async (c) => {
    const refusal = siteRefusal(c);
    if (refusal) return refuse(c, refusal);
    const activity = c.req.param('activity');
    if (!ACTIVITIES.has(activity)) return refuse(c, { status: 404, message: `The activity '${activity}' is unknown.` });
    const body = await bodyOf(c);
    const problem = body ? activityProblem(activity, body) : 'The request body is not a JSON object.';
    if (!body || problem) return refuse(c, { status: 400, message: problem ?? '' });
    const log = logOf(c.var.sb);
    log.push({ activity, siteId: c.req.param('siteId'), receivedAt: c.var.sb.now().toISOString(), body });
    if (log.length > ACTIVITY_LOG_MAX) log.splice(0, log.length - ACTIVITY_LOG_MAX);
    return c.json({ requestId: randomUUID(), uuid: randomUUID() });
  });

  app.get('/__sandbox/einstein/activities', (c) => {
    const activity = c.req.query('activity');
    const recoUUID = c.req.query('recoUUID');
    const data = logOf(c.var.sb)
      .filter(
        (entry) => (!activity || entry.activity === activity) && (!recoUUID || entry.body.__recoUUID === recoUUID),
      )
      .reverse();
    return c.json({ total: data.length, data });
  });
}
