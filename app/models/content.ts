/**
 * Content blocks (the home page today; later pages reuse them): content items from the content API,
 * checked and narrowed to what the page renders. Items of unknown type or missing fields are left
 * out rather than rendered half-way; links must stay on this site.
 */
import { sameOriginImageSrc } from './image-url.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ContentLink {
  label: string;
  href: string;
}

export type ContentBlock =
  | { type: 'hero'; id: string; title: string; text?: string; image?: ContentImage; cta?: ContentLink }
  | {
      type: 'categoryCards';
      id: string;
      title: string;
      cards: Array<{ title: string; href: string; image?: ContentImage }>;
    }
  | { type: 'productCarousel'; id: string; title: string; productIds: string[] }
  | { type: 'banner'; id: string; text: string; href?: string }
  | { type: 'trustRow'; id: string; title: string; items: TrustPoint[] }
  | { type: 'occasionLinks'; id: string; title: string; links: ContentLink[] };

/** One reason to buy here; the icon is one of ours, unknown names get none. */
export interface TrustPoint {
  icon?: TrustIcon;
  title: string;
  text: string;
}

export const TRUST_ICONS = ['fresh', 'guarantee', 'secure'] as const;
export type TrustIcon = (typeof TRUST_ICONS)[number];

const entries = (value: unknown): Doc[] =>
  Array.isArray(value) ? value.filter((entry): entry is Doc => Boolean(entry) && typeof entry === 'object') : [];

type Doc = Record<string, unknown>;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const size = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

export function contentImage(raw: unknown, imageBase: string | undefined): ContentImage | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const doc = raw as Doc;
  const src = text(doc.src);
  const width = size(doc.width);
  const height = size(doc.height);
  if (!src || !/^(https?:\/\/|\/)/i.test(src) || !width || !height) return undefined;
  return { src: sameOriginImageSrc(src, imageBase), alt: typeof doc.alt === 'string' ? doc.alt : '', width, height };
}

/** A link on this site (content cannot send shoppers elsewhere through our pages). */
export function siteHref(raw: unknown): string | undefined {
  const href = safeRedirectTarget(raw, '');
  return href || undefined;
}

function contentLink(raw: unknown): ContentLink | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const doc = raw as Doc;
  const label = text(doc.label);
  const href = siteHref(doc.href ?? doc.ctaLink);
  return label && href ? { label, href } : undefined;
}

/** A content item as a block; images under `imageBase` (the backend's image host) get their same-origin path. */
export function toContentBlock(raw: unknown, imageBase?: string): ContentBlock | null {
  if (!raw || typeof raw !== 'object') return null;
  const doc = raw as Doc;
  const id = text(doc.id);
  if (!id) return null;
  switch (doc.type) {
    case 'hero': {
      const title = text(doc.title);
      if (!title) return null;
      const image = contentImage(doc.image, imageBase);
      const cta = contentLink(doc.cta);
      const body = text(doc.text);
      return {
        type: 'hero',
        id,
        title,
        ...(body ? { text: body } : {}),
        ...(image ? { image } : {}),
        ...(cta ? { cta } : {}),
      };
    }
    case 'categoryCards': {
      const cards = (Array.isArray(doc.cards) ? doc.cards : [])
        .map((card: unknown) => {
          const entry = (card && typeof card === 'object' ? card : {}) as Doc;
          const title = text(entry.title);
          const href = siteHref(entry.href);
          const image = contentImage(entry.image, imageBase);
          return title && href ? { title, href, ...(image ? { image } : {}) } : null;
        })
        .filter((card): card is NonNullable<typeof card> => card !== null);
      return cards.length ? { type: 'categoryCards', id, title: text(doc.title) ?? 'Shop by Category', cards } : null;
    }
    case 'productCarousel': {
      const productIds = (Array.isArray(doc.productIds) ? doc.productIds : []).filter(
        (value): value is string => typeof value === 'string' && /^[\w.-]{1,100}$/.test(value),
      );
      const title = text(doc.title);
      return title && productIds.length ? { type: 'productCarousel', id, title, productIds } : null;
    }
    case 'banner': {
      const body = text(doc.text);
      const href = siteHref(doc.href);
      return body ? { type: 'banner', id, text: body, ...(href ? { href } : {}) } : null;
    }
    case 'trustRow': {
      const items = entries(doc.items).flatMap((entry): TrustPoint[] => {
        const title = text(entry.title);
        const body = text(entry.text);
        const icon = TRUST_ICONS.find((name) => name === entry.icon);
        return title && body ? [{ title, text: body, ...(icon ? { icon } : {}) }] : [];
      });
      return items.length ? { type: 'trustRow', id, title: text(doc.title) ?? 'Why shop with us', items } : null;
    }
    case 'occasionLinks': {
      const links = entries(doc.links).flatMap((entry): ContentLink[] => {
        const label = text(entry.label);
        const href = siteHref(entry.href);
        return label && href ? [{ label, href }] : [];
      });
      const title = text(doc.title);
      return title && links.length ? { type: 'occasionLinks', id, title, links } : null;
    }
    default:
      return null;
  }
}

export function toContentBlocks(items: readonly unknown[], imageBase?: string): ContentBlock[] {
  return items.map((item) => toContentBlock(item, imageBase)).filter((block): block is ContentBlock => block !== null);
}
