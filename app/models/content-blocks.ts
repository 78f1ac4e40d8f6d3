/**
 * Content blocks by schema (content-and-forms §2): items of the content-delivery API (`_meta.schema`
 * names the block) checked and narrowed to what the page renders. A block with its required fields
 * missing becomes the "Missing slotContent" block rather than half a block; links stay on this site
 * unless their host is allow-listed; images need their size; custom HTML is sanitised here.
 */
import sanitizeHtml from 'sanitize-html';
import { CONTENT_LINK_HOSTS, HERO_AUTOPLAY_DEFAULT_MS } from './content-constants.ts';
import { contentImage, siteHref, type ContentImage } from './content.ts';
import { sameOriginImageSrc } from './image-url.ts';
import { splitCustomHtml, type CustomHtmlPart } from './e-catalog.ts';

export type { ContentImage };

/** The schema URI's last segment is the block kind (`https://schema.sweetshop.example/content/hero-banner`). */
export const CONTENT_SCHEMA_BASE = 'https://schema.sweetshop.example/content/';

export interface Cta {
  label: string;
  href: string;
  external: boolean;
  style: 'primary' | 'secondary';
}
/** A run of text: plain, or a checked link (`[label](href)` in the content's text). */
export type Inline = string | { label: string; href: string; external: boolean };
export type Paragraph = Inline[];
export interface Slide {
  headline: string;
  text?: string;
  image?: ContentImage;
  ctas: Cta[];
}
export interface Video {
  title: string;
  youtubeId: string;
  poster?: ContentImage;
}
export interface Card {
  title: string;
  text?: string;
  href?: string;
  image?: ContentImage;
  cta?: Cta;
  date?: string;
}
export interface TextImage {
  headline: string;
  text?: string;
  image?: ContentImage;
  imageFirst: boolean;
  cta?: Cta;
}
export interface Crumb {
  name: string;
  href?: string;
}
export interface Colors {
  background: string;
  text: string;
}

export type Block =
  | { kind: 'global-banner'; slides: Array<{ text: string; href?: string }>; rotationMs: number; colors?: Colors }
  | { kind: 'alert-banner'; text: string; severity: 'info' | 'warning'; cta?: Cta }
  | { kind: 'countdown-banner'; text: string; endsAt: number; color?: string; cta?: Cta }
  | { kind: 'thin-banner'; text: string; cta?: Cta; colors?: Colors }
  | { kind: 'hero-banner'; slide: Slide }
  | { kind: 'hero-carousel'; slides: Slide[]; rotationMs: number }
  | { kind: 'category-banner'; title: string; text?: string; image?: ContentImage }
  | { kind: 'in-grid-tile' | 'in-grid-double-tile'; gridPosition: number; card: Card }
  | { kind: 'alternating-text-image'; items: TextImage[] }
  | { kind: 'category-card-list' | 'feature-cards' | 'info-card-list'; title?: string; cards: Card[] }
  | { kind: 'feature-with-products'; headline: string; text?: string; image?: ContentImage; productIds: string[] }
  | { kind: 'product-carousel' | 'recommendation-carousel'; title: string; productIds: string[] }
  | { kind: 'content-text'; paragraphs: Paragraph[] }
  | { kind: 'headline'; text: string; level: 2 | 3; align: 'left' | 'center' }
  | { kind: 'button'; cta: Cta }
  | { kind: 'video'; video: Video }
  | { kind: 'video-grid'; title?: string; videos: Video[] }
  | { kind: 'accordion'; title?: string; items: Array<{ title: string; paragraphs: Paragraph[] }> }
  | { kind: 'social-feed'; title: string; handle?: string; links: Array<{ network: string; href: string }> }
  | {
      kind: 'job-list';
      title: string;
      jobs: Array<{ title: string; location?: string; type?: string; href: string; external: boolean }>;
    }
  | {
      kind: 'recipe';
      title: string;
      intro?: string;
      image?: ContentImage;
      prepTime?: string;
      servings?: number;
      ingredients: string[];
      steps: string[];
    }
  | { kind: 'recipe-ingredient-banner'; title: string; text?: string; image?: ContentImage; cta?: Cta }
  | { kind: 'recipe-cards' | 'recipe-list' | 'blog-cards' | 'blog-list'; title?: string; cards: Card[] }
  | { kind: 'help-hint'; title?: string; text: string }
  | { kind: 'contact-box'; title: string; text?: string; phone?: string; email?: string; cta?: Cta }
  | {
      kind: 'placeholder';
      key: string;
      title?: string;
      /** A campaign form's content item id (type `campaignForm`). */ campaign?: string;
    }
  | { kind: 'custom-html'; html: string; closeMessage?: string; framed: boolean; parts?: CustomHtmlPart[] }
  | { kind: 'missing'; schema?: string };

export interface SideNavigation {
  title: string;
  items: Array<{ label: string; href: string }>;
  showLogout: boolean;
}

export interface ContentPage {
  key: string;
  title: string;
  description?: string;
  /** The crumbs between Home and the page (the page itself is the last, unlinked crumb). */
  crumbs: Crumb[];
  sideNavigation?: SideNavigation;
  blocks: Block[];
}

/** What parsing needs from the request: the image host to rewrite, the shopper's groups, the frames allowed. */
export interface BlockContext {
  imageBase?: string;
  /** The customer groups variations are chosen by (see customerGroupsFor). */
  groups: readonly string[];
  iframeOrigins: readonly string[];
  /** Image hosts of their own (IMAGE_ORIGINS, the CSP's img-src) custom HTML may show images from. */
  imageOrigins: readonly string[];
}

type Doc = Record<string, unknown>;
const doc = (value: unknown): Doc =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const opt = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
const PRODUCT_ID = /^[\w.-]{1,100}$/;
const COLOR = /^#[0-9a-f]{3,8}$/i;
const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The kind a schema URI names, or undefined for another hub's schema. */
export function schemaKind(raw: unknown): string | undefined {
  const schema = text(doc(doc(raw)._meta).schema);
  return schema?.startsWith(CONTENT_SCHEMA_BASE) ? schema.slice(CONTENT_SCHEMA_BASE.length) : undefined;
}

/** A link of content: a path on this site, or https on an allow-listed host; anything else is dropped. */
export function contentHref(raw: unknown): { href: string; external: boolean } | undefined {
  const local = siteHref(raw);
  if (local) return { href: local, external: false };
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && !url.username && !url.password && CONTENT_LINK_HOSTS.includes(url.hostname)
      ? { href: url.href, external: true }
      : undefined;
  } catch {
    return undefined;
  }
}

function cta(raw: unknown): Cta | undefined {
  const entry = doc(raw);
  const label = text(entry.ctaText);
  const link = contentHref(entry.ctaLink);
  return label && link ? { label, ...link, style: entry.ctaType === 'secondary' ? 'secondary' : 'primary' } : undefined;
}

const colors = (raw: unknown): Colors | undefined => {
  const entry = doc(raw);
  return typeof entry.background === 'string' &&
    COLOR.test(entry.background) &&
    typeof entry.text === 'string' &&
    COLOR.test(entry.text)
    ? { background: entry.background, text: entry.text }
    : undefined;
};

/** Text with `[label](href)` links, split into paragraphs at blank lines. */
export function paragraphs(raw: unknown): Paragraph[] {
  const body = text(raw);
  if (!body) return [];
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const runs: Inline[] = [];
      let rest = paragraph.trim();
      for (
        let match = /\[([^\]]{1,200})\]\(([^)\s]{1,2048})\)/.exec(rest);
        match;
        match = /\[([^\]]{1,200})\]\(([^)\s]{1,2048})\)/.exec(rest)
      ) {
        if (match.index > 0) runs.push(rest.slice(0, match.index));
        const link = contentHref(match[2]);
        runs.push(link ? { label: match[1], ...link } : match[1]);
        rest = rest.slice(match.index + match[0].length);
      }
      if (rest) runs.push(rest);
      return runs;
    })
    .filter((runs) => runs.length > 0);
}

/** Spec: the rotation speed in seconds × 1000, else 4000 ms. */
export function rotationMs(raw: unknown): number {
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw <= 60
    ? Math.round(raw * 1000)
    : HERO_AUTOPLAY_DEFAULT_MS;
}

/** Time left until `endsAt` (whole seconds, never negative), for the countdown banner. */
export function timeLeft(
  endsAt: number,
  now: number,
): { days: number; hours: number; minutes: number; seconds: number; over: boolean } {
  const total = Math.max(0, Math.floor((endsAt - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: total === 0,
  };
}

/**
 * Spec §4: the variation of a personalised slot is chosen by the selected preview customer group,
 * else by the customer's groups; of several matching variations the lowest rank wins; none matching,
 * the default. Returns the chosen content (or undefined for the default).
 */
export function chooseVariation(variations: readonly unknown[], groups: readonly string[]): unknown {
  let best: { rank: number; content: unknown } | undefined;
  for (const raw of variations) {
    const variation = doc(raw);
    const wanted = list(variation.customerGroups).filter((group): group is string => typeof group === 'string');
    const rank =
      typeof variation.rank === 'number' && Number.isFinite(variation.rank) ? variation.rank : Number.MAX_SAFE_INTEGER;
    if (variation.content && wanted.some((group) => groups.includes(group)) && (!best || rank < best.rank))
      best = { rank, content: variation.content };
  }
  return best?.content;
}

/** A customer document's `c_groups` (the SCAPI custom attribute), as names. */
export function customerGroups(customer: unknown): string[] {
  return list(doc(customer).c_groups).filter(
    (group): group is string => typeof group === 'string' && group.length > 0 && group.length <= 100,
  );
}

/** The groups variations go by: the preview's selected group, else the signed-in customer's c_groups (anonymous: none). */
export function customerGroupsFor(
  previewGroup: string | undefined,
  customerGroups: readonly string[] | undefined,
): string[] {
  if (previewGroup) return [previewGroup];
  return [...(customerGroups ?? [])];
}

function slide(raw: unknown, imageBase: string | undefined): Slide | undefined {
  const entry = doc(raw);
  const headline = text(entry.headline);
  if (!headline) return undefined;
  return {
    headline,
    ...opt('text', text(entry.text)),
    ...opt('image', contentImage(entry.image, imageBase)),
    ctas: list(entry.ctas).flatMap((value) => cta(value) ?? []),
  };
}

function card(raw: unknown, imageBase: string | undefined): Card | undefined {
  const entry = doc(raw);
  const title = text(entry.title) ?? text(entry.headline);
  if (!title) return undefined;
  return {
    title,
    ...opt('text', text(entry.text) ?? text(entry.excerpt) ?? text(entry.intro)),
    ...opt('href', contentHref(entry.link)?.href),
    ...opt('image', contentImage(entry.image, imageBase)),
    ...opt('cta', cta(entry.cta)),
    ...opt('date', typeof entry.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(entry.date) ? entry.date : undefined),
  };
}

function video(raw: unknown, imageBase: string | undefined): Video | undefined {
  const entry = doc(raw);
  const title = text(entry.title);
  return title && typeof entry.youtubeId === 'string' && YOUTUBE_ID.test(entry.youtubeId)
    ? { title, youtubeId: entry.youtubeId, ...opt('poster', contentImage(entry.poster, imageBase)) }
    : undefined;
}

function textImage(raw: unknown, imageBase: string | undefined, index: number): TextImage | undefined {
  const entry = doc(raw);
  const headline = text(entry.headline);
  if (!headline) return undefined;
  const position =
    entry.imagePosition === 'left' || entry.imagePosition === 'right'
      ? entry.imagePosition
      : index % 2 === 0
        ? 'left'
        : 'right';
  return {
    headline,
    ...opt('text', text(entry.text)),
    ...opt('image', contentImage(entry.image, imageBase)),
    imageFirst: position === 'left',
    ...opt('cta', cta(entry.cta)),
  };
}

const productIds = (raw: unknown) =>
  list(raw).filter((id): id is string => typeof id === 'string' && PRODUCT_ID.test(id));
const nonEmpty = <T>(items: T[]): T[] | undefined => (items.length ? items : undefined);

/** The longest side a custom HTML image may declare (px). */
const MAX_IMAGE_SIDE = 4000;
const imageSide = (value: string | undefined) =>
  /^\d{1,4}$/.test(value ?? '') && Number(value) > 0 && Number(value) <= MAX_IMAGE_SIDE;

/**
 * A custom HTML image's source as the page shows it, or null when it may not show: the backend's image
 * host becomes the same-origin path (as every content image), an https image host must be one of
 * IMAGE_ORIGINS (nothing else would pass the CSP, nor should it).
 */
function customHtmlImageSrc(
  src: string | undefined,
  hosts: Pick<BlockContext, 'imageBase' | 'imageOrigins'>,
): string | null {
  if (!src) return null;
  const local = sameOriginImageSrc(src, hosts.imageBase);
  // Only a clean path under the image host is rewritten; a path the content wrote itself is not trusted.
  if (local !== src) return local;
  if (!URL.canParse(src)) return null;
  const url = new URL(src);
  return url.protocol === 'https:' &&
    hosts.imageOrigins.some((origin) => URL.canParse(origin) && new URL(origin).origin === url.origin)
    ? url.href
    : null;
}

/**
 * Sanitised custom HTML: text markup, links and images; iframes only from the allowed origins; images
 * only from the image hosts and sized (width and height), so none moves the page as it loads.
 */
export function sanitiseCustomHtml(
  html: string,
  hosts: Pick<BlockContext, 'iframeOrigins' | 'imageBase' | 'imageOrigins'>,
): string {
  const hostnames = hosts.iframeOrigins.flatMap((origin) => {
    try {
      const url = new URL(origin);
      return url.protocol === 'https:' ? [url.hostname] : [];
    } catch {
      return [];
    }
  });
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'iframe'],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      iframe: ['src', 'title', 'width', 'height', 'loading', 'sandbox'],
    },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: hostnames,
    allowIframeRelativeUrls: false,
    transformTags: {
      // The frame's own sandbox and loading attributes are ours, whatever the content said.
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: 'lazy', sandbox: 'allow-forms allow-scripts allow-same-origin' },
      }),
      // An image not allowed loses its source, and the filter below drops it.
      img: (tagName, attribs) => {
        const src = customHtmlImageSrc(attribs.src, hosts);
        const checked = { ...attribs };
        if (src) checked.src = src;
        else delete checked.src;
        return { tagName, attribs: checked };
      },
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'iframe' && !frame.attribs.src) ||
      (frame.tag === 'img' &&
        (!frame.attribs.src || !imageSide(frame.attribs.width) || !imageSide(frame.attribs.height))),
  });
}

/** One delivered item (linked content inlined) as a block; required fields missing: the "missing" block. */
export function toBlock(raw: unknown, context: BlockContext): Block {
  const kind = schemaKind(raw);
  const entry = doc(raw);
  const base = context.imageBase;
  const missing: Block = { kind: 'missing', ...opt('schema', kind) };
  const title = text(entry.title);
  switch (kind) {
    case 'personalized-slot': {
      const chosen = chooseVariation(list(entry.variations), context.groups) ?? entry.default;
      return schemaKind(chosen) === 'personalized-slot' ? missing : toBlock(chosen, context);
    }
    case 'global-banner': {
      const slides = list(entry.slides).flatMap((value) => {
        const slideText = text(doc(value).text);
        return slideText ? [{ text: slideText, ...opt('href', contentHref(doc(value).ctaLink)?.href) }] : [];
      });
      return slides.length
        ? { kind, slides, rotationMs: rotationMs(entry.rotationSpeed), ...opt('colors', colors(entry.colors)) }
        : missing;
    }
    case 'alert-banner': {
      const body = text(entry.text);
      return body
        ? {
            kind,
            text: body,
            severity: entry.severity === 'warning' ? 'warning' : 'info',
            ...opt('cta', cta(entry.cta)),
          }
        : missing;
    }
    case 'countdown-banner': {
      const body = text(entry.text);
      const timer = doc(entry.countdownTimer);
      const endsAt = typeof timer.date === 'string' ? Date.parse(timer.date) : NaN;
      if (!body || timer.countdownEnable !== true || !Number.isFinite(endsAt))
        return body ? { kind: 'thin-banner', text: body, ...opt('cta', cta(entry.cta)) } : missing;
      return {
        kind,
        text: body,
        endsAt,
        ...opt('color', typeof timer.color === 'string' && COLOR.test(timer.color) ? timer.color : undefined),
        ...opt('cta', cta(entry.cta)),
      };
    }
    case 'thin-banner': {
      const body = text(entry.text);
      return body
        ? { kind, text: body, ...opt('cta', cta(entry.cta)), ...opt('colors', colors(entry.colors)) }
        : missing;
    }
    case 'hero-banner': {
      const one = slide(entry, base);
      return one ? { kind, slide: one } : missing;
    }
    case 'hero-carousel': {
      const slides = list(entry.slides).flatMap((value) => slide(value, base) ?? []);
      return slides.length ? { kind, slides, rotationMs: rotationMs(entry.rotationSpeed) } : missing;
    }
    case 'category-banner':
      return title
        ? { kind, title, ...opt('text', text(entry.text)), ...opt('image', contentImage(entry.image, base)) }
        : missing;
    case 'in-grid-tile':
    case 'in-grid-double-tile': {
      const tile = card(entry, base);
      const position = entry.gridPosition;
      return tile && typeof position === 'number' && Number.isInteger(position) && position >= 1
        ? { kind, gridPosition: position, card: tile }
        : missing;
    }
    case 'alternating-text-image':
    case 'alternating-text-image-list': {
      const items = (kind === 'alternating-text-image' ? [entry] : list(entry.items)).flatMap(
        (value, index) => textImage(value, base, index) ?? [],
      );
      return items.length ? { kind: 'alternating-text-image', items } : missing;
    }
    case 'category-card-list':
    case 'feature-cards':
    case 'info-card-list': {
      const cards = nonEmpty(list(entry.cards).flatMap((value) => card(value, base) ?? []));
      if (!cards || (kind === 'category-card-list' && cards.some((entry) => !entry.href))) return missing;
      return { kind, ...opt('title', title), cards };
    }
    case 'feature-with-products': {
      const headline = text(entry.headline);
      const ids = productIds(entry.productIds);
      return headline && ids.length
        ? {
            kind,
            headline,
            ...opt('text', text(entry.text)),
            ...opt('image', contentImage(entry.image, base)),
            productIds: ids,
          }
        : missing;
    }
    case 'product-carousel':
    case 'recommendation-carousel': {
      const ids = productIds(entry.productIds);
      return title && ids.length ? { kind, title, productIds: ids } : missing;
    }
    case 'content-text': {
      const body = paragraphs(entry.text);
      return body.length ? { kind, paragraphs: body } : missing;
    }
    case 'headline': {
      const body = text(entry.text);
      return body
        ? { kind, text: body, level: entry.level === 3 ? 3 : 2, align: entry.align === 'center' ? 'center' : 'left' }
        : missing;
    }
    case 'button': {
      const button = cta(entry);
      return button ? { kind, cta: button } : missing;
    }
    case 'video': {
      const one = video(entry, base);
      return one ? { kind, video: one } : missing;
    }
    case 'video-grid': {
      const videos = list(entry.videos).flatMap((value) => video(value, base) ?? []);
      return videos.length ? { kind, ...opt('title', title), videos } : missing;
    }
    case 'accordion': {
      const items = list(entry.items).flatMap((value) => {
        const itemTitle = text(doc(value).title);
        const body = paragraphs(doc(value).text);
        return itemTitle && body.length ? [{ title: itemTitle, paragraphs: body }] : [];
      });
      return items.length ? { kind, ...opt('title', title), items } : missing;
    }
    case 'social-feed': {
      const links = list(entry.links).flatMap((value) => {
        const network = text(doc(value).network);
        const href = contentHref(doc(value).link);
        return network && href?.external ? [{ network, href: href.href }] : [];
      });
      return title && links.length ? { kind, title, ...opt('handle', text(entry.handle)), links } : missing;
    }
    case 'job-list': {
      const jobs = list(entry.jobs).flatMap((value) => {
        const job = doc(value);
        const jobTitle = text(job.title);
        const href = contentHref(job.link);
        return jobTitle && href
          ? [{ title: jobTitle, ...opt('location', text(job.location)), ...opt('type', text(job.type)), ...href }]
          : [];
      });
      return jobs.length ? { kind, title: title ?? 'Featured Jobs', jobs } : missing;
    }
    case 'recipe': {
      const strings = (value: unknown) => list(value).flatMap((line) => text(line) ?? []);
      const ingredients = strings(entry.ingredients);
      const steps = strings(entry.steps);
      const servings =
        typeof entry.servings === 'number' && Number.isInteger(entry.servings) && entry.servings > 0
          ? entry.servings
          : undefined;
      return title && ingredients.length && steps.length
        ? {
            kind,
            title,
            ...opt('intro', text(entry.intro)),
            ...opt('image', contentImage(entry.image, base)),
            ...opt('prepTime', text(entry.prepTime)),
            ...opt('servings', servings),
            ingredients,
            steps,
          }
        : missing;
    }
    case 'recipe-ingredient-banner':
      return title
        ? {
            kind,
            title,
            ...opt('text', text(entry.text)),
            ...opt('image', contentImage(entry.image, base)),
            ...opt('cta', cta(entry.cta)),
          }
        : missing;
    case 'recipe-cards':
    case 'recipe-list':
    case 'blog-cards':
    case 'blog-list': {
      const cards = list(kind.startsWith('recipe') ? entry.recipes : entry.posts).flatMap((value) => {
        const entryCard = card(value, base);
        return entryCard?.href ? [entryCard] : [];
      });
      return cards.length ? { kind, ...opt('title', title), cards } : missing;
    }
    case 'help-hint': {
      const body = text(entry.text);
      return body ? { kind, ...opt('title', title), text: body } : missing;
    }
    case 'contact-box': {
      const phone = typeof entry.phone === 'string' && /^[\d+() -]{7,20}$/.test(entry.phone) ? entry.phone : undefined;
      const email =
        typeof entry.email === 'string' && /^[^\s@<>]{1,64}@[\w.-]{1,190}$/.test(entry.email) ? entry.email : undefined;
      return title
        ? {
            kind,
            title,
            ...opt('text', text(entry.text)),
            ...opt('phone', phone),
            ...opt('email', email),
            ...opt('cta', cta(entry.cta)),
          }
        : missing;
    }
    case 'placeholder':
    case 'campaign-placeholder': {
      const key = text(entry.deliveryKey);
      const campaign =
        typeof entry.campaign === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(entry.campaign)
          ? entry.campaign
          : undefined;
      return key && /^[a-z0-9-]{1,80}$/.test(key)
        ? { kind: 'placeholder', key, ...opt('title', title), ...opt('campaign', campaign) }
        : missing;
    }
    case 'custom-html': {
      // E-catalog markers (models/e-catalog.ts) are taken out before sanitising; each piece around them is sanitised on its own.
      const pieces = typeof entry.html === 'string' ? splitCustomHtml(entry.html) : [];
      const parts = pieces.flatMap((part): CustomHtmlPart[] =>
        'html' in part
          ? [{ html: sanitiseCustomHtml(part.html, context) }].filter((piece) => piece.html.trim())
          : [part],
      );
      const html = parts.flatMap((part) => ('html' in part ? [part.html] : [])).join('');
      const withCatalogs = parts.some((part) => 'eCatalog' in part);
      return html.trim() || withCatalogs
        ? {
            kind,
            html,
            framed: html.includes('<iframe'),
            ...opt('closeMessage', text(entry.closeMessage)),
            ...(withCatalogs ? { parts } : {}),
          }
        : missing;
    }
    default:
      return missing;
  }
}

function sideNavigation(raw: unknown): SideNavigation | undefined {
  if (schemaKind(raw) !== 'side-navigation') return undefined;
  const entry = doc(raw);
  const title = text(entry.title);
  const items = list(entry.items).flatMap((value) => {
    const label = text(doc(value).label);
    const href = siteHref(doc(value).link);
    return label && href ? [{ label, href }] : [];
  });
  return title && items.length ? { title, items, showLogout: entry.showLogout === true } : undefined;
}

/** A delivered content page (its slots inlined); undefined when the item is not a page. */
export function toContentPage(raw: unknown, context: BlockContext): ContentPage | undefined {
  if (schemaKind(raw) !== 'content-page') return undefined;
  const entry = doc(raw);
  const key = text(doc(entry._meta).deliveryKey);
  const title = text(entry.title);
  if (!key || !title) return undefined;
  const crumbs = list(entry.breadcrumbs).flatMap((value) => {
    const name = text(doc(value).name);
    return name ? [{ name, ...opt('href', siteHref(doc(value).href)) }] : [];
  });
  return {
    key,
    title,
    ...opt('description', text(entry.description)),
    crumbs,
    ...opt('sideNavigation', sideNavigation(entry.sideNavigation)),
    blocks: list(entry.slots).map((slot) => toBlock(slot, context)),
  };
}

/** Every product id the blocks show (one catalog read per page). */
export function blockProductIds(blocks: readonly Block[]): string[] {
  return [...new Set(blocks.flatMap((block) => ('productIds' in block ? block.productIds : [])))];
}
