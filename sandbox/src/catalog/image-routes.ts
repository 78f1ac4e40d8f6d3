import type { IncomingMessage } from 'node:http';
import type { SandboxContext } from '../http/context.ts';
import { notFound } from '../http/problem.ts';
import { VARIATION_SCHEMES } from './families.ts';
import { flavourPalette, type ArtKind } from './flavours.ts';
import { materialPdf, PRODUCT_IMAGE_BASE } from './images.ts';
import { categoryArtSvg, productSvg, shotOf, swatchSvg, type Wrap } from './product-art.ts';
import { loadCatalog, type Catalog } from './store.ts';
import { disallowedParameters, parseFormat, rendition, renditionContentType, renditionRequest } from './renditions.ts';

/** GET /images/products/{file}.svg (and its raster renditions under /images/dis/products/), /images/categories/{file}.svg and /images/materials/{id}.pdf: generated, no auth, cacheable. */

const PRODUCT_IMAGE = /^(\d+)-(\d+)-(large|medium|small)\.svg$/;
/** `{id}-{attribute}-{value}-{shot}-{viewType}.svg`; swatches have no shot. */
const VARIATION_IMAGE = /^(\d+)-([a-zA-Z]+)-([a-z0-9-]+?)(?:-(\d+))?-(large|medium|small|swatch)\.svg$/;

function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}

function imageNotFound(path: string) {
  return notFound('resource-not-found', 'Resource Not Found', `No image exists at ${path}.`);
}

function hasImage(doc: Record<string, unknown>, path: string): boolean {
  const groups = (doc.imageGroups as Array<{ images: Array<{ link: string }> }> | undefined) ?? [];
  return groups.some((group) => group.images.some((image) => image.link === path));
}

function variationValue(attributeId: string, value: string) {
  for (const attributes of Object.values(VARIATION_SCHEMES)) {
    const found = attributes
      .find((attribute) => attribute.id === attributeId)
      ?.values.find((candidate) => candidate.value === value);
    if (found) return found;
  }
  return undefined;
}

/**
 * The SVG of a product image path (`/images/products/{file}.svg`), or undefined when the catalog has no
 * such image. The picture's flavour comes from the product's name, or from a colour value's name.
 */
function productImageSvg(catalog: Catalog, path: string): string | undefined {
  const file = path.slice(PRODUCT_IMAGE_BASE.length);
  const plain = PRODUCT_IMAGE.exec(file);
  if (plain) {
    const product = catalog.products.get(plain[1]!);
    if (!product || !hasImage(product.doc, path)) return undefined;
    const name = String(product.doc.name);
    const { kind } = product.doc._art as { kind: ArtKind };
    return productSvg({
      label: name,
      kind,
      palette: flavourPalette(kind, name),
      viewType: plain[3]!,
      seed: product.id,
      ...shotOf(Number(plain[2])),
    });
  }
  const variation = VARIATION_IMAGE.exec(file);
  if (variation) {
    const [, productId, attributeId, value, shot, viewType] = variation as unknown as [
      string,
      string,
      string,
      string,
      string | undefined,
      string,
    ];
    const product = catalog.products.get(productId);
    const valueSpec = variationValue(attributeId, value);
    if (!product || !valueSpec || !hasImage(product.doc, path)) return undefined;
    const name = String(product.doc.name);
    const { kind } = product.doc._art as { kind: ArtKind };
    const palette = attributeId === 'color' ? flavourPalette(kind, valueSpec.name, name) : flavourPalette(kind, name);
    const wrap = attributeId === 'wrap' ? (value as Wrap) : undefined;
    if (viewType === 'swatch') return swatchSvg(valueSpec.name, palette, wrap);
    const label = `${name}, ${valueSpec.name}`;
    return productSvg({
      label,
      kind,
      palette,
      viewType,
      seed: product.id,
      ...shotOf(Number(shot)),
      ...(wrap ? { wrap } : {}),
    });
  }
  return undefined;
}

export async function serveProductImage(c: SandboxContext): Promise<Response> {
  const svg = productImageSvg(await loadCatalog(c.var.sb.db), c.req.path);
  if (svg === undefined) throw imageNotFound(c.req.path);
  return svgResponse(svg);
}

/**
 * Who asks for a rendition, for the image service's per-client share (catalog/rendition-pool.ts): the
 * peer's address, or, from a loopback peer (the storefront's image proxy, server/image-proxy.ts), the
 * shopper's address it forwards.
 */
function renditionClient(c: SandboxContext): string {
  // @hono/node-server's request; absent when a test calls the app directly.
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress ?? '';
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && forwarded ? forwarded : peer;
}

/**
 * The image service (disBaseLink): GET /images/dis/products/{name}.{png|jpg|webp}?sw=&sh=&q=&fmt= renders
 * the product image `/images/products/{name}.svg` as a raster (catalog/renditions.ts) in a worker; a
 * size or quality it does not render is redirected to the nearest one it does.
 */
export async function serveProductRendition(c: SandboxContext): Promise<Response> {
  const match = /^(.+)\.(png|jpg|jpeg|webp)$/.exec(c.req.param('file') ?? '');
  const svgPath = match ? `${PRODUCT_IMAGE_BASE}${match[1]}.svg` : '';
  const svg = match ? productImageSvg(await loadCatalog(c.var.sb.db), svgPath) : undefined;
  if (svg === undefined) throw imageNotFound(c.req.path);
  const request = renditionRequest(parseFormat(match![2]!)!, c.req.query());
  const changes = disallowedParameters(request);
  if (Object.keys(changes).length) {
    const query = new URLSearchParams({ ...c.req.query(), ...changes });
    return new Response(null, {
      status: 301,
      headers: { location: `${c.req.path}?${query}`, 'cache-control': 'public, max-age=86400' },
    });
  }
  const body = await rendition(svgPath, request, () =>
    c.var.sb.renditions.render(renditionClient(c), { svg, request }),
  );
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': renditionContentType(request.format), 'cache-control': 'public, max-age=86400' },
  });
}

/** The kind of candy a category's picture shows, set on the top of each branch and inherited below it. */
const CATEGORY_KINDS: Record<string, ArtKind> = {
  root: 'box',
  chocolate: 'box',
  truffles: 'truffle',
  'chocolate-bars': 'bar',
  'chocolate-covered': 'cluster',
  lollipops: 'lollipop',
  'hard-candy': 'drop',
  gifts: 'giftSet',
  'custom-mixes': 'box',
  'mix-nuts-clusters': 'cluster',
  'mix-mini-pops': 'lollipop',
  'gift-cards': 'giftCard',
  sale: 'box',
  'order-forms': 'paper',
};

function categoryKind(catalog: Catalog, categoryId: string): ArtKind {
  for (let id: string | null | undefined = categoryId; id; id = catalog.categories.get(id)?.parentId) {
    const kind = CATEGORY_KINDS[id];
    if (kind) return kind;
  }
  return 'box';
}

/** A category's picture (or its mega-menu banner): its kind of candy in the colours its name suggests ("Dark Chocolate Truffles"). */
function categoryImageSvg(catalog: Catalog, categoryId: string, label: string, banner: boolean): string {
  const kind = categoryKind(catalog, categoryId);
  const name = String(catalog.categories.get(categoryId)?.doc.name ?? label);
  return categoryArtSvg({
    label,
    kind,
    palette: flavourPalette(kind, label, name),
    seed: `${categoryId}:${banner ? 'banner' : 'image'}`,
    banner,
  });
}

export async function serveCategoryImage(c: SandboxContext): Promise<Response> {
  const file = c.req.param('file') ?? '';
  const path = c.req.path;
  const catalog = await loadCatalog(c.var.sb.db);
  const match = /^([a-z0-9-]+)\.svg$/.exec(file);
  if (!match) throw imageNotFound(path);
  const category = catalog.categories.get(match[1]!);
  if (category) return svgResponse(categoryImageSvg(catalog, category.id, String(category.doc.name), false));
  for (const candidate of catalog.categories.values()) {
    const banner = candidate.doc.c_menuBanner as { title: string; textLink: string; image: string } | undefined;
    // A banner shows what it links to (the chocolate menu's "Truffle Season" shows truffles).
    const target = /^\/category\/([a-z0-9-]+)$/.exec(banner?.textLink ?? '')?.[1];
    if (banner?.image === path)
      return svgResponse(
        categoryImageSvg(catalog, target && catalog.categories.has(target) ? target : candidate.id, banner.title, true),
      );
  }
  throw imageNotFound(path);
}

export async function serveMaterialPdf(c: SandboxContext): Promise<Response> {
  const path = c.req.path;
  const match = /^(\d+)\.pdf$/.exec(c.req.param('file') ?? '');
  const catalog = await loadCatalog(c.var.sb.db);
  const product = match ? catalog.products.get(match[1]!) : undefined;
  if (!product || product.doc.c_pdfURL !== path) throw imageNotFound(path);
  const pdf = materialPdf(String(product.doc.name), String(product.doc.shortDescription ?? ''));
  return new Response(new Uint8Array(pdf), {
    headers: { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=86400' },
  });
}
