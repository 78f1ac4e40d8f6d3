/**
 * The one content service: content items from a content-delivery API of the Amplience kind (Content
 * Delivery 2's documented HTTP API: `/content/key/{key}?depth=all&format=inlined`), live from
 * CONTENT_DELIVERY_URL, or in preview from the editor's virtual staging host, pinned to the preview
 * time. Plain HTTP through the commerce calls' fetch (time-outs, Server-Timing) rather than
 * `dc-delivery-sdk-js`: the SDK brings axios, hard-codes `https://{vse}` for staging and would bypass
 * that fetch. Live reads are cached like catalog reads; preview reads never are.
 */
import { CONTENT_KEY_MAX_LENGTH } from '~/models/content-constants.ts';
import {
  blockProductIds,
  customerGroupsFor,
  toBlock,
  toContentPage,
  type Block,
  type BlockContext,
  type ContentPage,
} from '~/models/content-blocks.ts';
import { parsePreview, type PreviewState } from '~/models/content-preview.ts';
import { eCatalogIds, toECatalog, type ECatalog } from '~/models/e-catalog.ts';
import { toGridTiles, type GridTile } from '~/models/listing-tiles.ts';
import { DEFAULT_SITE_TEXTS, SITE_TEXTS_KEY, toSiteTexts, type SiteTexts } from '~/models/site-texts.ts';
import type { RouterContextProvider } from 'react-router';
import { isOutOfStock } from '~/models/availability.ts';
import type { Product } from '~/models/product.ts';
import { bridgeContentLinks } from '~/models/session-bridge.ts';
import { cached, catalogTtlSeconds } from './cache.server.ts';
import { catalogScope, contentItems, getProducts, type CatalogScope } from './catalog.server.ts';
import { commerceFetch } from './commerce.server.ts';
import { storefrontEnv } from './env.server.ts';
import { readPreview } from './preview.server.ts';
import { loadPlaceholderForms, type PlaceholderForms } from './placeholder-forms.server.ts';
import { shopperSession } from './session-middleware.server.ts';

/** A delivery key the catch-all may look up: lower-case path segments, no dot segments or encodings. */
const DELIVERY_KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*){0,5}$/;

export function isDeliveryKey(key: string): boolean {
  return key.length <= CONTENT_KEY_MAX_LENGTH && DELIVERY_KEY.test(key);
}

async function readJson(scope: CatalogScope, url: string): Promise<unknown> {
  const response = await commerceFetch(scope.calls)(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`content delivery answered ${response.status} for ${new URL(url).pathname}`);
  return response.json();
}

/** The staging base for a preview: its domain, pinned to the preview time by the VSE service when there is one. */
async function stagingBase(scope: CatalogScope, preview: PreviewState): Promise<string | null> {
  const { stagingUrl, vseApiUrl } = storefrontEnv().content;
  if (!stagingUrl) return null;
  let domain = preview.vseDomain;
  if (preview.timestamp !== undefined && vseApiUrl) {
    const pinned = await readJson(
      scope,
      `${vseApiUrl}/domain/${encodeURIComponent(domain)}?timestamp=${preview.timestamp}`,
    );
    // The answer is a host name for our next request: only a staging domain is taken.
    domain = typeof pinned === 'string' ? (parsePreview({ vseDomain: pinned })?.vseDomain ?? domain) : domain;
  }
  return stagingUrl.replace('{vseDomain}', domain);
}

/** One content item by delivery key with its linked content inlined; null when there is none (or no content hub). */
export async function contentByKey(scope: CatalogScope, key: string, preview: PreviewState | null): Promise<unknown> {
  if (!isDeliveryKey(key)) return null;
  const path = `/content/key/${key}?depth=all&format=inlined&locale=${encodeURIComponent(scope.locale)}`;
  if (preview) {
    const base = await stagingBase(scope, preview);
    return base ? readJson(scope, base + path) : null;
  }
  const { deliveryUrl } = storefrontEnv().content;
  if (!deliveryUrl) return null;
  return cached(`content:${scope.locale}:${key}`, catalogTtlSeconds, async () => readJson(scope, deliveryUrl + path));
}

function blockContext(preview: PreviewState | null, customerGroups: readonly string[] | undefined): BlockContext {
  const env = storefrontEnv();
  return {
    imageBase: env.imageUpstream,
    groups: customerGroupsFor(preview?.customerGroup, customerGroups),
    iframeOrigins: env.content.iframeOrigins,
    imageOrigins: env.imageOrigins,
  };
}

/** Content's links into a hybrid deployment's legacy storefront go through /hybrid (checkout spec §7 "Session bridge"). */
function legacyLinksBridged<T>(content: T): T {
  const hybrid = storefrontEnv().hybrid;
  return hybrid ? bridgeContentLinks(content, hybrid.paths) : content;
}

/** The content page with this delivery key (a storefront path without its leading slash), or null. */
export async function contentPage(
  scope: CatalogScope,
  key: string,
  preview: PreviewState | null,
  customerGroups: readonly string[] | undefined,
): Promise<ContentPage | null> {
  const reply = (await contentByKey(scope, key, preview)) as { content?: unknown } | null;
  return legacyLinksBridged(toContentPage(reply?.content, blockContext(preview, customerGroups)) ?? null);
}

/** A single content block by delivery key (the global banner, the visualization's item), or null. */
export async function contentBlock(
  scope: CatalogScope,
  key: string,
  preview: PreviewState | null,
  customerGroups: readonly string[] | undefined,
): Promise<Block | null> {
  const reply = (await contentByKey(scope, key, preview)) as { content?: unknown } | null;
  if (!reply?.content) return null;
  const block = toBlock(reply.content, blockContext(preview, customerGroups));
  return block.kind === 'missing' ? null : legacyLinksBridged(block);
}

export interface ContentPageData {
  page: ContentPage;
  /** The products the page's blocks show (out of stock left out unless coming soon), by id. */
  products: Record<string, Product>;
  /** When the page was made (the countdown's server-rendered time left). */
  renderedAt: number;
  frameOrigins: string[];
  /** The e-catalogs custom HTML blocks name (models/e-catalog.ts), by id. */
  eCatalogs: Record<string, ECatalog>;
  /** Made from staging content for an editor: never cacheable. */
  preview: boolean;
  /** What the service forms of the page's placeholder blocks need. */
  forms: PlaceholderForms;
}

/** The e-catalogs the page's custom HTML names, by id; a catalog that cannot be read is left out (its marker shows nothing). */
async function loadECatalogs(scope: CatalogScope, blocks: readonly Block[]): Promise<Record<string, ECatalog>> {
  const ids = [
    ...new Set(
      blocks.flatMap((block) => (block.kind === 'custom-html' && block.parts ? eCatalogIds(block.parts) : [])),
    ),
  ];
  if (!ids.length) return {};
  try {
    const items = await contentItems(scope, ids);
    const catalogs = items.flatMap((item) => toECatalog(item, storefrontEnv().imageUpstream) ?? []);
    return Object.fromEntries(catalogs.map((catalog) => [catalog.id, catalog]));
  } catch {
    return {};
  }
}

/** The content page at `key` for this request (its preview, else the given one, and the shopper's groups applied), or null. */
export async function loadContentPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  key: string,
  preview = readPreview(request),
): Promise<ContentPageData | null> {
  const scope = catalogScope(context);
  const page = await contentPage(scope, key, preview, shopperSession(context).profile?.groups);
  if (!page) return null;
  const [products, eCatalogs, forms] = await Promise.all([
    getProducts(scope, blockProductIds(page.blocks)),
    loadECatalogs(scope, page.blocks),
    loadPlaceholderForms(context, page.blocks),
  ]);
  const shown = products.filter((product) => !isOutOfStock(product) || product.flags.isComingSoon);
  return {
    page,
    products: Object.fromEntries(shown.map((product) => [product.id, product])),
    renderedAt: Date.now(),
    frameOrigins: storefrontEnv().content.iframeOrigins,
    eCatalogs,
    preview: preview !== null,
    forms,
  };
}

/** A listing's in-grid content tiles (its `plp/…` content item, the request's preview and groups applied); none when the hub has none or is down. */
export async function listingTiles(
  request: Request,
  context: Readonly<RouterContextProvider>,
  key: string,
): Promise<GridTile[]> {
  const preview = readPreview(request);
  try {
    const reply = (await contentByKey(catalogScope(context), key, preview)) as { content?: unknown } | null;
    return legacyLinksBridged(
      toGridTiles(reply?.content, blockContext(preview, shopperSession(context).profile?.groups)),
    );
  } catch {
    // A content hub that is down costs the tiles, not the listing.
    return [];
  }
}

/** The frame's editable texts (`site-texts`), the built-in ones for whatever the hub lacks or when it is down. */
export async function siteTexts(scope: CatalogScope, preview: PreviewState | null): Promise<SiteTexts> {
  try {
    const reply = (await contentByKey(scope, SITE_TEXTS_KEY, preview)) as { content?: unknown } | null;
    return toSiteTexts(reply?.content);
  } catch {
    return DEFAULT_SITE_TEXTS;
  }
}
