import { CATEGORY_SPECS } from '../catalog/categories-data.ts';
import { categoryImagePath } from '../catalog/build.ts';
import { DIGITAL_CATALOG_PATH } from '../custom/catalog-pdf.ts';
import { HERO_IMAGE_SIZE, type HeroArt } from './images.ts';

/**
 * The content items the `content` custom API serves: the blocks the storefront's home page is built
 * from (hero, category cards, product carousels), the header banner and the online-catalog link.
 * Static and deterministic; items are per site. Asset URLs are absolute on the sandbox origin (given
 * per request); `href`s are storefront paths, except `online-catalog`'s, which is the sandbox PDF.
 */

export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ContentLink {
  label: string;
  href: string;
  /** The same URL as href, under the name the spec's online catalog reads (`cta.ctaLink`). */
  ctaLink?: string;
}

export interface HeroItem {
  id: string;
  type: 'hero';
  title: string;
  text: string;
  image: ContentImage;
  cta: ContentLink;
}

export interface CategoryCard {
  categoryId: string;
  title: string;
  href: string;
  image: ContentImage;
}

export interface CategoryCardsItem {
  id: string;
  type: 'categoryCards';
  title: string;
  cards: CategoryCard[];
}

export interface ProductCarouselItem {
  id: string;
  type: 'productCarousel';
  title: string;
  productIds: string[];
}

export interface BannerItem {
  id: string;
  type: 'banner';
  text: string;
  href: string;
}

export interface CtaItem {
  id: string;
  type: 'cta';
  title: string;
  text: string;
  cta: ContentLink;
}

export type ContentItem = HeroItem | CategoryCardsItem | ProductCarouselItem | BannerItem | CtaItem;

export interface ContentSlot {
  id: string;
  items: ContentItem[];
}

/** Size of the generated category images (/images/categories/{id}.svg, catalog/images.ts categorySvg). */
export const CATEGORY_IMAGE_SIZE = { width: 600, height: 300 } as const;

/** The ordered items of each page slot (the same on every site; the items differ). */
export const CONTENT_SLOTS: Record<string, string[]> = {
  'home-main': ['home-hero', 'home-categories', 'home-best-sellers', 'home-new-arrivals'],
};

interface SiteContent {
  hero: { title: string; text: string; cta: { label: string; href: string }; art: HeroArt; file: string };
  categoryIds: string[];
  bestSellers: { title: string; productIds: string[] };
  newArrivals: { title: string; productIds: string[] };
}

/**
 * Per site. Carousel ids are masters or items that are orderable online and in stock on every site
 * (checked by sandbox/test/content.test.ts): volume-savings' best sellers all carry volume tiers,
 * fundraising's best sellers all carry a fundraising price panel.
 */
const SITE_CONTENT: Record<string, SiteContent> = {
  'sweet-shop': {
    hero: {
      title: 'Handmade Chocolates, Made to Share',
      text: 'Truffles, bark and boxed assortments made in small batches in our own kitchens, packed the day they ship.',
      cta: { label: 'Shop Chocolate', href: '/category/chocolate' },
      art: { title: 'Handmade Chocolates, Made to Share', hue: 20 },
      file: 'home-hero.svg',
    },
    categoryIds: ['chocolate', 'lollipops', 'gifts', 'custom-mixes', 'gift-cards', 'sale'],
    bestSellers: {
      title: 'Best Sellers',
      productIds: ['10101', '10201', '10112', '30101', '10303', '20101', '10111', '10401', '20205', '30403'],
    },
    newArrivals: {
      title: 'New Arrivals',
      productIds: ['10105', '10115', '10205', '10306', '10408', '20103', '20305', '30102', '30203', '30402'],
    },
  },
  'volume-savings': {
    hero: {
      title: 'Stock Up and Save',
      text: 'Tiered pricing on our best sellers: save 10% when you buy 12 or more and 20% at 48 or more. Made for offices, events and client gifts.',
      cta: { label: 'Shop Business Gifts', href: '/category/corporate-gifts' },
      art: { title: 'Stock Up and Save', hue: 210 },
      file: 'home-hero-volume-savings.svg',
    },
    categoryIds: ['corporate-gifts', 'chocolate-bars', 'chocolate-covered', 'lollipops-classic', 'hard-candy'],
    bestSellers: {
      title: 'Bulk Best Sellers',
      productIds: ['30501', '30502', '10301', '10302', '10201', '10101', '10112', '10303', '10401', '10407', '20101', '20308'],
    },
    newArrivals: {
      title: 'New Arrivals',
      productIds: ['10306', '30102', '20103', '20305', '10205', '10408', '30203', '10115'],
    },
  },
  fundraising: {
    hero: {
      title: 'Sweet Fundraising for Schools and Groups',
      text: 'Raise money with chocolates your supporters already love. Every product shows a suggested selling price and what your group earns, and order forms and brochures for your sellers are free.',
      cta: { label: 'Get Free Sales Materials', href: '/category/order-forms' },
      art: { title: 'Sweet Fundraising for Schools and Groups', hue: 140 },
      file: 'home-hero-fundraising.svg',
    },
    categoryIds: ['truffles', 'assortments', 'chocolate-bars', 'chocolate-covered', 'lollipops', 'order-forms'],
    bestSellers: {
      title: 'Top Fundraising Sellers',
      productIds: ['10101', '10201', '10112', '10202', '10301', '10302', '10310', '10401', '20101', '20302'],
    },
    newArrivals: {
      title: 'New Arrivals',
      productIds: ['30203', '10105', '10115', '10205', '10306', '10408', '20103', '20305'],
    },
  },
};

const GLOBAL_BANNER = { text: 'Free standard shipping on orders over $75', href: '/help/shipping-rates' };

const ONLINE_CATALOG = {
  title: 'Browse Our Digital Catalog',
  text: 'Every box, bar and bouquet in one full-colour catalog, ready to download and share.',
  label: 'Download PDF',
};

function categoryName(id: string): string {
  const spec = CATEGORY_SPECS.find((candidate) => candidate.id === id);
  if (!spec) throw new Error(`content: unknown category '${id}'`);
  return spec.name;
}

/** The generated hero images by file name (served at /images/content/{file}). */
export const HERO_IMAGES: ReadonlyMap<string, HeroArt> = new Map(Object.values(SITE_CONTENT).map((site) => [site.hero.file, site.hero.art]));

export const heroImagePath = (file: string) => `/images/content/${file}`;

/** Every item of a site, built fresh with asset URLs on the given origin. Unknown sites have none. */
export function siteContentItems(siteId: string, origin: string): ContentItem[] {
  const site = Object.hasOwn(SITE_CONTENT, siteId) ? SITE_CONTENT[siteId] : undefined;
  if (!site) return [];
  const hero: HeroItem = {
    id: 'home-hero',
    type: 'hero',
    title: site.hero.title,
    text: site.hero.text,
    image: { src: origin + heroImagePath(site.hero.file), alt: site.hero.art.title, ...HERO_IMAGE_SIZE },
    cta: { ...site.hero.cta },
  };
  const categories: CategoryCardsItem = {
    id: 'home-categories',
    type: 'categoryCards',
    title: 'Shop by Category',
    cards: site.categoryIds.map((categoryId) => {
      const title = categoryName(categoryId);
      return {
        categoryId,
        title,
        href: `/category/${categoryId}`,
        image: { src: origin + categoryImagePath(categoryId), alt: title, ...CATEGORY_IMAGE_SIZE },
      };
    }),
  };
  const carousel = (id: string, entry: SiteContent['bestSellers']): ProductCarouselItem => ({
    id,
    type: 'productCarousel',
    title: entry.title,
    productIds: [...entry.productIds],
  });
  const catalogUrl = origin + DIGITAL_CATALOG_PATH;
  return [
    hero,
    categories,
    carousel('home-best-sellers', site.bestSellers),
    carousel('home-new-arrivals', site.newArrivals),
    { id: 'global-banner', type: 'banner', ...GLOBAL_BANNER },
    { id: 'online-catalog', type: 'cta', title: ONLINE_CATALOG.title, text: ONLINE_CATALOG.text, cta: { label: ONLINE_CATALOG.label, href: catalogUrl, ctaLink: catalogUrl } },
  ];
}

/** One item of a site by id. */
export function contentItem(siteId: string, id: string, origin: string): ContentItem | undefined {
  return siteContentItems(siteId, origin).find((item) => item.id === id);
}

/** A page slot's ordered items on a site; undefined for an unknown slot. */
export function contentSlot(siteId: string, slotId: string, origin: string): ContentSlot | undefined {
  const ids = Object.hasOwn(CONTENT_SLOTS, slotId) ? CONTENT_SLOTS[slotId] : undefined;
  if (!ids) return undefined;
  const items = siteContentItems(siteId, origin);
  return { id: slotId, items: ids.flatMap((id) => items.filter((item) => item.id === id)) };
}
