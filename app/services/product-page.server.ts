/**
 * The product page's data (catalog spec §2 "Product page"): the product for an id and the URL's
 * selection, everything derived from it, and the two carousels as deferred data (when they are not
 * ready at once React Router streams them to browsers; entry.server waits for them for crawlers).
 *
 * The product itself is critical: an unknown id throws the 404 page, a missing one the 400 page.
 */
import type { BnplPlan } from '~/models/payment-methods.ts';
import { shippingEstimate, type ShippingEstimate } from '~/models/shipping-estimate.ts';
import { bnplMessaging } from './payment.server.ts';
import { isbot } from 'isbot';
import { data, type RouterContextProvider } from 'react-router';
import { productPageView, withRecentlyViewed, type ProductPageView } from '~/models/product-page.ts';
import { PRODUCT_ID, productIdFromPath } from '~/models/product-paths.ts';
import { optedInFrequency, type Frequency } from '~/models/subscription.ts';
import { selectionFromSearch } from '~/models/variants.ts';
import { storefrontApis } from './app-token.server.ts';
import { catalogScope, getProduct, type CatalogScope } from './catalog.server.ts';
import { sitePublicOrigin } from './public-origin.server.ts';
import {
  carousel,
  customersAlsoLove,
  notFoundRecentlyViewed,
  recentlyViewed,
  type Carousel,
} from './recommendations.server.ts';
import { productThirdParty } from './third-party.server.ts';
import { readRecentlyViewed, recentlyViewedCookie, recordViewPath } from './recently-viewed.server.ts';
import { shopperSession } from './session-middleware.server.ts';
import { pageFulfilment, type PageFulfilment } from './shops.server.ts';
import { subscriptionState } from './subscription.server.ts';
import type { ShopperSession } from './session.server.ts';

/** Query parameter the quick view adds: the product's data only, no carousels, nothing recorded. */
export const QUICK_VIEW_PARAM = 'quickview';

export interface ProductPageData {
  view: ProductPageView;
  /** Buy-now-pay-later messaging for the price shown (catalog spec §2), when Klarna can pay it. */
  bnpl?: BnplPlan | null;
  /** The page's canonical address, absolute. */
  canonicalUrl: string;
  /** This site's origin, for absolute image URLs in the structured data. */
  origin: string;
  /**
   * Spec §4 Recommendations; null for the quick view, when recommenders are off or there is nothing to show. The
   * carousel when it was ready within CAROUSEL_WAIT_MS (the usual case: the reads are cached), else a promise React
   * Router streams.
   */
  alsoLove: Carousel;
  recentlyViewed: Carousel;
  /** For a visitor without cookies (a public page): the image address that records the view. */
  recordViewPath: string | null;
  /** "Order by … for delivery by …" as of this request (optional: the quick view's data shares this shape). */
  shippingEstimate?: ShippingEstimate;
  /** Catalog spec §4 "Fulfillment choice" where pick-up is offered (models/pickup.ts). */
  fulfilment?: PageFulfilment | null;
  /** The frequency the shopper opted the chosen product into repeat delivery at (the offer then changes or stops it). */
  repeatDelivery?: Frequency | null;
  /** The reviews provider's loader and the social-photo tag (catalog §2, §7) where configured; none in the quick view. */
  thirdParty?: string[];
}

/**
 * The product a page id names: a variant id opens its master with the variant chosen (the URL's
 * own choices still win), so every route shape shows the same page.
 */
async function resolveProduct(scope: CatalogScope, id: string, search: URLSearchParams) {
  const found = await getProduct(scope, id);
  if (!found) return null;
  if (found.kind !== 'variant' || found.masterId === found.id)
    return { product: found, selection: selectionFromSearch(found, search) };
  const master = await getProduct(scope, found.masterId);
  if (!master) return { product: found, selection: selectionFromSearch(found, search) };
  return { product: master, selection: { ...found.variationValues, ...selectionFromSearch(master, search) } };
}

const isCrawler = (request: Request) => {
  const userAgent = request.headers.get('user-agent');
  return !userAgent || isbot(userAgent);
};

/**
 * Spec §9: the 25 products viewed last, in the browser's signed cookie (recently-viewed.server.ts).
 * Answers the list before this view, and the image that records the view when the page is public.
 */
function recordView(
  request: Request,
  session: ShopperSession,
  productId: string,
): { previous: string[]; recordWith: string | null } {
  const listed = readRecentlyViewed(request);
  // No cookie and no session: the page stays public and the same for everyone (crawlers too, as a
  // shared cache may serve them the same copy); the browser records the view through the image.
  if (!listed && !session.exists) return { previous: [], recordWith: recordViewPath(productId) };
  if (isCrawler(request)) return { previous: [], recordWith: null };
  const previous = listed ?? [];
  session.addCookie(recentlyViewedCookie(request, withRecentlyViewed(previous, productId)));
  return { previous, recordWith: null };
}

/** `/recently-viewed/{id}`, the image of a public product page: adds the product to the browser's list. */
export async function recordViewByImage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
): Promise<void> {
  // Only for this site's own pages (a cross-site image cannot fill a shopper's list) and not for crawlers.
  const site = request.headers.get('sec-fetch-site');
  if (!id || !PRODUCT_ID.test(id) || (site && site !== 'same-origin') || isCrawler(request)) return;
  // An id only gets signed when it names a product (a cached read: the page just showed it).
  if (!(await getProduct(catalogScope(context), id))) return;
  shopperSession(context).addCookie(
    recentlyViewedCookie(request, withRecentlyViewed(readRecentlyViewed(request) ?? [], id)),
  );
}

export async function loadProductPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
): Promise<ProductPageData> {
  // Spec: a missing id answers 400 with the not-found page.
  if (!rawId) throw data(null, { status: 400 });
  // /product/10101.html is read as /product/10101 (the id of a path ending in /{digits}.html).
  const id = productIdFromPath(`/${rawId}`) ?? rawId;
  // The 404 page's recently viewed products come with the error; an error's data is not streamed (spec §2).
  if (!PRODUCT_ID.test(id))
    throw data({ recentlyViewed: await notFoundRecentlyViewed(request, context, { stream: false }) }, { status: 404 });
  const url = new URL(request.url);
  const scope = catalogScope(context);
  const resolved = await resolveProduct(scope, id, url.searchParams);
  if (!resolved)
    throw data({ recentlyViewed: await notFoundRecentlyViewed(request, context, { stream: false }) }, { status: 404 });
  const { product, selection } = resolved;

  const quickView = url.searchParams.has(QUICK_VIEW_PARAM);
  // Einstein's read starts now, beside the variant's.
  const alsoLoving = quickView ? null : customersAlsoLove(scope, product);

  // A master's own stock is the sum of its variants'; the chosen variant's document says what is left of it.
  const first = productPageView(product, selection);
  const viewed = quickView
    ? { previous: [], recordWith: null }
    : recordView(request, shopperSession(context), product.id);
  const variantProduct =
    product.kind === 'master' && first.variant ? await getProduct(scope, first.variant.productId) : null;
  const view = variantProduct ? productPageView(product, selection, variantProduct) : first;

  const [alsoLoveProducts, recentProducts, fulfilment] = await Promise.all([
    carousel(alsoLoving),
    carousel(quickView ? null : recentlyViewed(scope, viewed.previous, product.id)),
    pageFulfilment(
      request,
      shopperSession(context),
      scope,
      variantProduct ?? product,
      url.searchParams.get('fulfillment'),
    ),
  ]);
  const origin = sitePublicOrigin(request);
  return {
    view,
    canonicalUrl: new URL(view.canonicalPath, origin).href,
    origin,
    alsoLove: alsoLoveProducts,
    recentlyViewed: recentProducts,
    recordViewPath: viewed.recordWith,
    fulfilment,
    repeatDelivery: optedInFrequency(subscriptionState(shopperSession(context)), view.orderId) ?? null,
    bnpl: bnplMessaging(scope.siteId, view.variant?.price ?? view.product.price),
    // Worked out here, not while rendering, so the server's and the browser's clocks cannot disagree.
    shippingEstimate: shippingEstimate(new Date()),
    thirdParty: quickView ? [] : productThirdParty(request, scope.locale),
  };
}

/**
 * Back-in-stock sign-up (catalog spec §4) through the `product` custom API, with the storefront's
 * own token: a sign-up needs no shopper session. The sandbox answers 400 with `fieldErrors` for
 * bad input and 404 for an unknown product.
 */
export async function signUpForBackInStock(scope: CatalogScope, pid: string, email: string): Promise<void> {
  const apis = await storefrontApis(scope);
  await apis.custom('product', 'back-in-stock', { method: 'POST', body: { pid, email } });
}
