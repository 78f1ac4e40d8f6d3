import { createHash } from 'node:crypto';
import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { mountScapi, siteOf } from '../http/context.ts';
import { invalidParameter, missingParameter, notFound, ProblemError } from '../http/problem.ts';
import { contentSlot, type ContentItem } from '../content/data.ts';
import type { SiteDefinition } from '../sites.ts';
import { loadCatalog } from '../catalog/store.ts';

/**
 * Shopper Experience v1 pages (Page Designer), as the OAS documents them:
 *   GET pages/{pageId}   the page with its regions and components, or 404 page-not-found
 *   GET pages?aspectTypeId=&categoryId=|productId=   { data: [page] } with at most one page; the
 *     shop assigns no page to products or categories, so a known one answers the documented { data: [] }
 * The one page is `homepage`, made of the home page's content slot (the same items the storefront shows).
 */

/** Aspect types of the shop's page types: product detail and product listing pages. */
const ASPECT_TYPES = ['pdp', 'plp'];
/** "This parameter must not contain more than 256 characters after URL decoding." */
const MAX_PARAMETER_LENGTH = 256;

interface Component {
  id: string;
  typeId: string;
  name: string;
  fragment: boolean;
  embedded: boolean;
  contentLinkUuid: string;
  data: Record<string, unknown>;
  localized: boolean;
  visible: boolean;
}

/** A stable 26-character id per site and content item, as Page Designer's generated ids look. */
const stableId = (...parts: string[]) => createHash('sha256').update(parts.join('/')).digest('hex').slice(0, 26);

function component(site: SiteDefinition, item: ContentItem): Component {
  const { id, type, ...data } = item;
  return {
    id: stableId(site.id, 'component', id),
    typeId: `sweet_shop.${type}`,
    name: id,
    fragment: false,
    embedded: false,
    contentLinkUuid: stableId(site.id, 'link', id),
    data: { contentId: id, ...data },
    localized: true,
    visible: true,
  };
}

function homepage(site: SiteDefinition, origin: string) {
  const slot = contentSlot(site.id, 'home-main', origin);
  return {
    id: 'homepage',
    typeId: 'storePage',
    name: 'Homepage',
    description: `Home page of ${site.label}.`,
    pageTitle: site.label,
    pageDescription: `Shop ${site.label}.`,
    data: {},
    visible: true,
    localized: true,
    regions: [{ id: 'main', components: (slot?.items ?? []).map((item) => component(site, item)) }],
  };
}

function boundedParameters(c: SandboxContext): void {
  for (const name of ['aspectAttributes', 'parameters']) {
    const value = c.req.query(name);
    if (value !== undefined && value.length > MAX_PARAMETER_LENGTH)
      throw invalidParameter(
        name,
        `The parameter '${name}' must not be longer than ${MAX_PARAMETER_LENGTH} characters.`,
      );
  }
}

const businessObjectIdInvalid = () =>
  new ProblemError(
    400,
    'business-object-id-invalid',
    'Business Object ID Invalid',
    "At least one provided business object identifier was invalid. This means either none was provided at all or exclusiveness of multiple identifiers wasn't honored or the referenced business object didn't exist.",
  );

export function registerExperienceRoutes(app: SandboxApp): void {
  const api = mountScapi(app, '/experience/shopper-experience/v1');

  api.get('/pages/:pageId', (c) => {
    const site = siteOf(c);
    boundedParameters(c);
    const pageId = c.req.param('pageId');
    if (pageId !== 'homepage')
      throw notFound(
        'page-not-found',
        'Page Not Found',
        `No visible page with ID '${pageId}' was found in site '${site.id}'.`,
      );
    return c.json(homepage(site, c.var.sb.origin()));
  });

  api.get('/pages', async (c) => {
    const site = siteOf(c);
    boundedParameters(c);
    const aspectTypeId = c.req.query('aspectTypeId');
    if (!aspectTypeId) throw missingParameter('aspectTypeId');
    if (!ASPECT_TYPES.includes(aspectTypeId)) {
      throw notFound(
        'aspect-type-not-found',
        'Aspect Type Not Found',
        `No aspect type with ID '${aspectTypeId}' was found in site '${site.id}'.`,
      );
    }
    const categoryId = c.req.query('categoryId');
    const productId = c.req.query('productId');
    if (Boolean(categoryId) === Boolean(productId)) throw businessObjectIdInvalid();
    const catalog = await loadCatalog(c.var.sb.db);
    const known = categoryId ? catalog.categories.has(categoryId) : catalog.products.has(productId!);
    if (!known) throw businessObjectIdInvalid();
    return c.json({ data: [] });
  });
}
