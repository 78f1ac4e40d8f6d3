import type { SandboxContext } from '../http/context.ts';
import { notFound } from '../http/problem.ts';
import { VARIATION_SCHEMES } from './families.ts';
import type { Shape } from './families.ts';
import { categorySvg, materialPdf, productSvg, swatchSvg } from './images.ts';
import { loadCatalog } from './store.ts';

/** GET /images/products/{file}.svg, /images/categories/{file}.svg and /images/materials/{id}.pdf: generated, no auth, cacheable. */

const PRODUCT_IMAGE = /^(\d+)-(\d+)-(large|medium|small)\.svg$/;
const VARIATION_IMAGE = /^(\d+)-([a-zA-Z]+)-([a-z0-9-]+)-(large|medium|small|swatch)\.svg$/;

function svgResponse(svg: string): Response {
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
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
    const found = attributes.find((attribute) => attribute.id === attributeId)?.values.find((candidate) => candidate.value === value);
    if (found) return found;
  }
  return undefined;
}

export async function serveProductImage(c: SandboxContext): Promise<Response> {
  const file = c.req.param('file') ?? '';
  const path = c.req.path;
  const catalog = await loadCatalog(c.var.sb.db);
  const plain = PRODUCT_IMAGE.exec(file);
  if (plain) {
    const product = catalog.products.get(plain[1]!);
    if (!product || !hasImage(product.doc, path)) throw imageNotFound(path);
    const art = product.doc._art as { hue: number; shape: Shape };
    return svgResponse(productSvg({ label: String(product.doc.name), hue: art.hue, shape: art.shape, viewType: plain[3]!, index: Number(plain[2]) }));
  }
  const variation = VARIATION_IMAGE.exec(file);
  if (variation) {
    const [, productId, attributeId, value, viewType] = variation as unknown as [string, string, string, string, string];
    const product = catalog.products.get(productId);
    const valueSpec = variationValue(attributeId, value);
    if (!product || !valueSpec || !hasImage(product.doc, path)) throw imageNotFound(path);
    const hue = valueSpec.hue ?? (product.doc._art as { hue: number }).hue;
    if (viewType === 'swatch') return svgResponse(swatchSvg(valueSpec.name, hue, value === 'gift'));
    const art = product.doc._art as { shape: Shape };
    return svgResponse(productSvg({ label: `${product.doc.name} ${valueSpec.name}`, hue, shape: art.shape, viewType, index: 1 }));
  }
  throw imageNotFound(path);
}

export async function serveCategoryImage(c: SandboxContext): Promise<Response> {
  const file = c.req.param('file') ?? '';
  const path = c.req.path;
  const catalog = await loadCatalog(c.var.sb.db);
  const match = /^([a-z0-9-]+)\.svg$/.exec(file);
  if (!match) throw imageNotFound(path);
  const category = catalog.categories.get(match[1]!);
  if (category) return svgResponse(categorySvg(String(category.doc.name), Number(category.doc._hue ?? 0), false));
  for (const candidate of catalog.categories.values()) {
    const banner = candidate.doc.c_menuBanner as { title: string; image: string } | undefined;
    if (banner?.image === path) return svgResponse(categorySvg(banner.title, Number(candidate.doc._hue ?? 0), true));
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
  return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=86400' } });
}
