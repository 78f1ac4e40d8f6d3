/**
 * Recommendations (catalog spec §2 "Customers Also Love" and "Recently Viewed" when recommenders are enabled, §4
 * Recommendations, §7 Recommendations): the recommenders the shop asks for, reading an Einstein answer, and the
 * activities the browser reports for a carousel. Zod-free: the carousel's code in the browser reads the field names.
 */

/**
 * The carousels and the recommender each one is: "Customers Also Love" asks Einstein (anchored on the product);
 * "Recently Viewed" is the browser's own list (spec §9: 25), reported to Einstein under its own name.
 */
export const RECOMMENDERS = { customersAlsoLove: 'customers-also-love', recentlyViewed: 'recently-viewed' } as const;
export type RecommenderName = (typeof RECOMMENDERS)[keyof typeof RECOMMENDERS];
export const RECOMMENDER_NAMES: readonly RecommenderName[] = Object.values(RECOMMENDERS);

/** A carousel as the page gets it: its recommender, the answer's id (Einstein's `recoUUID`) and the products. */
export interface Recommendation<P = unknown> {
  recommender: RecommenderName;
  recoUUID: string;
  products: P[];
}

/** A recommendation carried in an error's data (the 404 page's), or null when it is not one. */
export function recommendationIn<P>(value: unknown): Recommendation<P> | null {
  if (!value || typeof value !== 'object') return null;
  const { recommender, recoUUID, products } = value as Partial<Recommendation<P>>;
  const known = (RECOMMENDER_NAMES as readonly unknown[]).includes(recommender);
  return known && typeof recoUUID === 'string' && Array.isArray(products) && products.length > 0
    ? (value as Recommendation<P>)
    : null;
}

/** Einstein's site id: the realm (site preference einsteinConfig.realm) and the site, `{realm}-{siteId}`. */
export function einsteinSiteId(realm: string, siteId: string): string {
  return `${realm}-${siteId}`;
}

/** Spec §7: "replies read recs (id) and recoUUID". Anything else in the answer is ignored; a bad answer is no carousel. */
export function readRecs(answer: unknown): { recoUUID: string; ids: string[] } | null {
  if (!answer || typeof answer !== 'object') return null;
  const { recoUUID, recs } = answer as { recoUUID?: unknown; recs?: unknown };
  if (typeof recoUUID !== 'string' || !recoUUID || !Array.isArray(recs)) return null;
  const ids = recs
    .map((rec: unknown) => (rec && typeof rec === 'object' ? (rec as { id?: unknown }).id : undefined))
    .filter((id): id is string => typeof id === 'string' && id.length > 0);
  return { recoUUID, ids: [...new Set(ids)] };
}

/** RECOMMENDERS_ENABLED: off with `0`, `false`, `off` or `no`; anything else (or unset) leaves them on where Einstein is configured. */
export function recommendersSetting(value: string | undefined): boolean {
  return !/^(0|false|off|no)$/i.test((value ?? '').trim());
}

/** The activities the browser reports (spec §7 "view and click recommendations"), by the name Einstein's path gives them. */
export const RECO_ACTIVITIES = ['viewReco', 'clickReco'] as const;
export type RecoActivity = (typeof RECO_ACTIVITIES)[number];

/** The fields of the event form the browser posts (models/recommendation-forms.ts is its schema). */
export const RECO_EVENT_FIELDS = {
  activity: 'activity',
  recommender: 'recommender',
  recoUUID: 'recoUUID',
  productIds: 'productIds',
} as const;

/** Where the browser posts an event (routes/recommendation-event.tsx), which the server passes on to Einstein. */
export const RECO_EVENT_PATH = '/recommendations/event';

/** The most products one view names: a carousel's (Customers Also Love's, or the 25 recently viewed). */
export const RECO_EVENT_MAX_PRODUCTS = 25;

export interface RecoEvent {
  activity: RecoActivity;
  recommender: RecommenderName;
  recoUUID: string;
  /** A view names the products shown; a click the one product clicked. */
  productIds: string[];
}

/** The event as the browser sends it: an urlencoded form (a beacon), each product id a field of its own. */
export function recoEventBody(event: RecoEvent): URLSearchParams {
  const body = new URLSearchParams({
    [RECO_EVENT_FIELDS.activity]: event.activity,
    [RECO_EVENT_FIELDS.recommender]: event.recommender,
    [RECO_EVENT_FIELDS.recoUUID]: event.recoUUID,
  });
  for (const id of event.productIds.slice(0, RECO_EVENT_MAX_PRODUCTS)) body.append(RECO_EVENT_FIELDS.productIds, id);
  return body;
}

/**
 * The body of Einstein's activity call (`POST /v3/activities/{siteId}/{activity}`): viewReco names the products
 * shown, clickReco the one clicked; both carry the recommender and the answer's id, and the shopper's anonymous
 * cookie id when there is one (spec §6, §7).
 */
export function activityBody(event: RecoEvent, cookieId: string | undefined): Record<string, unknown> {
  const product = (id: string) => ({ id, sku: '', altId: '', altIdType: '' });
  const body: Record<string, unknown> = { recommenderName: event.recommender, __recoUUID: event.recoUUID };
  if (event.activity === 'viewReco') body.products = event.productIds.map(product);
  else body.product = product(event.productIds[0] ?? '');
  if (cookieId) body.cookieId = cookieId;
  return body;
}
