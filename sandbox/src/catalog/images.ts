import { onePagePdf } from '../pdf.ts';

/**
 * Generated images besides the pictures (catalog/product-art.ts draws products and categories): sizes
 * and paths, and sales-material PDFs. Deterministic (same input, same bytes), so the storefront and its
 * tests can rely on them.
 */

export const IMAGE_SIZES: Record<string, { width: number; height: number }> = {
  large: { width: 800, height: 800 },
  medium: { width: 400, height: 400 },
  small: { width: 160, height: 160 },
  swatch: { width: 64, height: 38 },
};

export const PRODUCT_IMAGE_BASE = '/images/products/';
/** The image service's path for product images (catalog/renditions.ts): `{name}.jpg` plus sw, sh, q, fmt. */
export const DIS_PRODUCT_BASE = '/images/dis/products/';

/** The image-service link (disBaseLink) of an image path: product images get raster renditions; others are their own link. */
export function disPath(link: string): string {
  return link.startsWith(PRODUCT_IMAGE_BASE) && link.endsWith('.svg')
    ? `${DIS_PRODUCT_BASE}${link.slice(PRODUCT_IMAGE_BASE.length, -'.svg'.length)}.jpg`
    : link;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );
}

/** A sales material to print: its title and a line of text, in ASCII (the PDF's text is latin1). */
export function materialPdf(title: string, text: string): Buffer {
  const ascii = (value: string) => value.replace(/[’‘]/g, "'").replace(/[^\x20-\x7e]/g, '');
  return onePagePdf([
    { size: 26, y: 700, text: ascii(title) },
    { size: 13, y: 660, text: ascii(text) },
  ]);
}
