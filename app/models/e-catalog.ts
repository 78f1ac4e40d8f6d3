/**
 * The custom HTML block's dynamic e-catalog component (content-and-forms §2). Content editors place the
 * marker `<div data-component="e-catalog" data-catalog="online-catalog"></div>` at the top level of a
 * custom HTML block; the storefront replaces it, server-side, with an e-catalog viewer built from that
 * content item (title, text, cover image, the "Download PDF" link from `cta.ctaLink`) and a link to
 * request the printed catalog. No third-party script; it reads without JavaScript.
 */
import { contentImage, type ContentImage } from './content.ts';
import { sameOriginImageSrc } from './image-url.ts';

/** At most this many e-catalogs in one block (each is one content read). */
export const E_CATALOGS_MAX = 3;

const CATALOG_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const EMPTY_DIV = /<div\b([^<>]*)>\s*<\/div>/gi;

/** A piece of custom HTML: raw markup (still to be sanitised) or an e-catalog marker. */
export type CustomHtmlPart = { html: string } | { eCatalog: string };

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(attributes);
  return match ? (match[2] ?? match[3]) : undefined;
}

/** The e-catalog id an empty `<div …>` names, or undefined when it is not a marker. */
export function eCatalogMarker(attributes: string): string | undefined {
  if (attribute(attributes, 'data-component')?.trim().toLowerCase() !== 'e-catalog') return undefined;
  const id = attribute(attributes, 'data-catalog')?.trim();
  return id && CATALOG_ID.test(id) ? id : undefined;
}

/** Custom HTML split at its e-catalog markers (the first E_CATALOGS_MAX; later markers are dropped). */
export function splitCustomHtml(html: string): CustomHtmlPart[] {
  const parts: CustomHtmlPart[] = [];
  let rest = 0;
  let markers = 0;
  for (const match of html.matchAll(EMPTY_DIV)) {
    const id = eCatalogMarker(match[1] ?? '');
    if (!id) continue;
    const before = html.slice(rest, match.index);
    if (before.trim()) parts.push({ html: before });
    if (markers < E_CATALOGS_MAX) parts.push({ eCatalog: id });
    markers += 1;
    rest = match.index + match[0].length;
  }
  const after = html.slice(rest);
  if (after.trim()) parts.push({ html: after });
  return parts;
}

/** The e-catalog ids of parts, once each. */
export function eCatalogIds(parts: readonly CustomHtmlPart[]): string[] {
  return [...new Set(parts.flatMap((part) => ('eCatalog' in part ? [part.eCatalog] : [])))];
}

export interface ECatalog {
  id: string;
  title: string;
  text?: string;
  cover?: ContentImage;
  /** The PDF (the item's `cta.ctaLink`). */
  downloadHref: string;
  downloadLabel: string;
}

/** The viewer's data from a digital catalog content item; undefined without a title or an http(s) download link. */
export function toECatalog(raw: unknown, imageBase: string | undefined): ECatalog | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const item = raw as Record<string, unknown>;
  const cta = item.cta && typeof item.cta === 'object' ? (item.cta as Record<string, unknown>) : {};
  const id = typeof item.id === 'string' && CATALOG_ID.test(item.id) ? item.id : undefined;
  const title = typeof item.title === 'string' ? item.title.trim() : '';
  const link = typeof cta.ctaLink === 'string' ? cta.ctaLink : '';
  if (!id || !title || !/^https?:\/\/[^\s"'<>]+$/i.test(link)) return undefined;
  const text = typeof item.text === 'string' && item.text.trim() ? item.text.trim() : undefined;
  const cover = contentImage(item.image, imageBase);
  const label = typeof cta.label === 'string' && cta.label.trim() ? cta.label.trim() : 'Download PDF';
  return {
    id,
    title,
    ...(text ? { text } : {}),
    ...(cover ? { cover } : {}),
    downloadHref: sameOriginImageSrc(link, imageBase),
    downloadLabel: label,
  };
}
