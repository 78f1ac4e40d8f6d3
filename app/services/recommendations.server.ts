/**
 * Recommendations (catalog spec §2, §4, §7) from Einstein's API (`/v3/personalization/recs/{realm}-{siteId}/{name}`,
 * `/v3/activities/{realm}-{siteId}/{activity}`; in the demo the sandbox's stand-in, sandbox/src/einstein), when
 * recommenders are enabled (env.server.ts: RECOMMENDERS_ENABLED and the EINSTEIN_* settings).
 *
 * "Customers Also Love" asks Einstein for the product, without the shopper's id: the answer is the same for everyone,
 * so the product page stays publicly cacheable, and it is cached like a catalog read. "Recently Viewed" is the
 * browser's own list (recently-viewed.server.ts). Every read fails soft: no carousel rather than no page.
 */
import { randomUUID } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { ALSO_LOVE_LIMIT } from '~/models/catalog-constants.ts';
import { tileProduct, type Product } from '~/models/product.ts';
import { recommendable } from '~/models/product-page.ts';
import {
  activityBody,
  einsteinSiteId,
  readRecs,
  RECOMMENDERS,
  type RecoEvent,
  type Recommendation,
} from '~/models/recommendations.ts';
import { cached, catalogTtlSeconds } from './cache.server.ts';
import { catalogScope, getProduct, getProducts, type CatalogScope } from './catalog.server.ts';
import { commerceFetch } from './commerce.server.ts';
import { storefrontEnv } from './env.server.ts';
import { readRecentlyViewed } from './recently-viewed.server.ts';
import { shopperSession } from './session-middleware.server.ts';
import type { ShopperSession } from './session.server.ts';

export type ProductRecommendation = Recommendation<Product>;

/** Spec §2: the carousels show "when recommenders are enabled". */
export function recommendersEnabled(): boolean {
  return storefrontEnv().recommendations !== null;
}

/** One Einstein call (through the commerce calls' fetch: its time limit and Server-Timing); null when recommenders are off. */
async function einstein(
  scope: CatalogScope,
  path: (siteId: string) => string,
  body: Record<string, unknown>,
): Promise<unknown> {
  const settings = storefrontEnv().recommendations;
  if (!settings) return null;
  const url = `${settings.apiUrl}/v3${path(encodeURIComponent(einsteinSiteId(settings.realm, scope.siteId)))}`;
  const response = await commerceFetch(scope.calls)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-cq-client-id': settings.clientId },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Einstein answered ${response.status} for ${new URL(url).pathname}`);
  return response.json();
}

/** A carousel's read that never rejects: one that fails is left out, not the page. */
function quietly(
  label: string,
  load: () => Promise<ProductRecommendation | null>,
): Promise<ProductRecommendation | null> {
  return load().catch((error: unknown) => {
    console.warn(`[recommendations] ${label} failed:`, (error as Error)?.message ?? error);
    return null;
  });
}

/** The carousel's products as tiles, or null when there are none to show. */
function carouselOf(
  recommender: ProductRecommendation['recommender'],
  recoUUID: string,
  products: Product[],
): ProductRecommendation | null {
  return products.length ? { recommender, recoUUID, products: products.map(tileProduct) } : null;
}

/** "Customers Also Love" for a product page: Einstein's ids for it, read from the catalog, out of stock left out (spec §4). */
export function customersAlsoLove(scope: CatalogScope, product: Product): Promise<ProductRecommendation | null> {
  if (!recommendersEnabled()) return Promise.resolve(null);
  const recommender = RECOMMENDERS.customersAlsoLove;
  return quietly('customers also love', async () => {
    const answer = await cached(`reco:${scope.siteId}:${recommender}:${product.id}`, catalogTtlSeconds, async () => {
      const recs = readRecs(
        await einstein(scope, (siteId) => `/personalization/recs/${siteId}/${recommender}`, {
          products: [{ id: product.id, sku: '', altId: '', altIdType: '' }],
        }),
      );
      if (!recs) throw new Error('Einstein answered without recs');
      return recs;
    });
    const products = await getProducts(scope, answer.ids);
    return carouselOf(recommender, answer.recoUUID, recommendable(products, product.id, ALSO_LOVE_LIMIT));
  });
}

/**
 * "Recently Viewed": the browser's list (without `excludeId`, the page's own product), each product read on its own
 * rather than in one batch: every shopper's list is different, so a batch would be a new cache entry per shopper and
 * view, while single products are cached already (they were just viewed) and bounded by the catalog. The answer's id
 * is the storefront's own, for the carousel's events.
 */
export function recentlyViewed(
  scope: CatalogScope,
  ids: readonly string[],
  excludeId?: string,
): Promise<ProductRecommendation | null> {
  const others = ids.filter((id) => id !== excludeId);
  if (!recommendersEnabled() || !others.length) return Promise.resolve(null);
  return quietly('recently viewed', async () => {
    // One product that fails to load is left out, not the whole list.
    const found = await Promise.all(others.map((id) => getProduct(scope, id).catch(() => null)));
    return carouselOf(
      RECOMMENDERS.recentlyViewed,
      randomUUID(),
      found.filter((product): product is Product => product !== null),
    );
  });
}

/** A carousel as a loader gives it: ready, streamed (a promise), or none. */
export type Carousel = ProductRecommendation | Promise<ProductRecommendation | null> | null;

/**
 * Streamed content is swapped into place by a small inline script, which browsers without
 * JavaScript never run: they would see the carousels' placeholders for good. So the loader waits
 * this long for them (they are cached catalog reads, usually ready at once) and streams them only
 * when the backend is slow. Not shown in the spec.
 */
const CAROUSEL_WAIT_MS = 150;

type Settled = { now: ProductRecommendation | null } | { later: Promise<ProductRecommendation | null> };

async function settleWithin(load: Promise<ProductRecommendation | null>, ms: number): Promise<Settled> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Settled>((resolve) => {
    timer = setTimeout(() => resolve({ later: load }), ms);
  });
  try {
    return await Promise.race([load.then((now) => ({ now })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The carousel when it is ready within CAROUSEL_WAIT_MS, else the promise for React Router to stream. */
export async function carousel(load: Promise<ProductRecommendation | null> | null): Promise<Carousel> {
  if (!load) return null;
  const settled = await settleWithin(load, CAROUSEL_WAIT_MS);
  return 'now' in settled ? settled.now : settled.later;
}

/**
 * The 404 page's "Recently Viewed" (spec §2): the browser's list, when it has one; the page then shows something of
 * this browser's own, so it is never publicly cached (the session middleware makes it private). `stream: false` for
 * an error's data, which React Router does not stream: the list when it is ready in time, else none.
 */
export async function notFoundRecentlyViewed(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { stream }: { stream: boolean },
): Promise<Carousel> {
  const ids = readRecentlyViewed(request);
  if (!recommendersEnabled() || !ids?.length) return null;
  shopperSession(context).showsPersonalData();
  const shown = await carousel(recentlyViewed(catalogScope(context), ids));
  return stream || !(shown instanceof Promise) ? shown : null;
}

/**
 * Passes a carousel's event on to Einstein (spec §7 "view and click recommendations"), with the shopper's anonymous
 * id when there is a session (spec §6: "Anonymous cookie identifies guests for recommendation events"); a visitor
 * without one is reported without it, as no GET may create a session.
 */
export async function recordRecoEvent(scope: CatalogScope, session: ShopperSession, event: RecoEvent): Promise<void> {
  await einstein(
    scope,
    (siteId) => `/activities/${siteId}/${event.activity}`,
    activityBody(event, session.current?.auth?.usid),
  );
}
