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
  /** The online catalog's cover (the custom HTML block's e-catalog viewer shows it). */
  image?: ContentImage;
}

/**
 * A campaign's data-collection form (content spec §2: delivery key `campaign-data-collection-form`,
 * or `…-sweepstakes`): the event it enters, how often one e-mail may enter it, and what follows.
 */
export interface CampaignFormItem {
  id: string;
  type: 'campaignForm';
  deliveryKey: 'campaign-data-collection-form' | 'campaign-data-collection-form-sweepstakes';
  title: string;
  text: string;
  eventId: string;
  eventPhase: string;
  maxAllowed: number;
  /** The success view's text, or a storefront path to go to instead. */
  successMessage?: string;
  successUrl?: string;
}

/** The home page's row of reasons to buy here (freshness, guarantee, secure checkout). */
export interface TrustRowItem {
  id: string;
  type: 'trustRow';
  title: string;
  items: Array<{ icon: 'fresh' | 'guarantee' | 'secure'; title: string; text: string }>;
}

/** Shortcuts to the occasion categories ("Birthday", "Thank You", …). */
export interface OccasionLinksItem {
  id: string;
  type: 'occasionLinks';
  title: string;
  links: Array<{ categoryId: string; label: string; href: string }>;
}

export type ContentItem =
  | HeroItem
  | CategoryCardsItem
  | ProductCarouselItem
  | BannerItem
  | CtaItem
  | CampaignFormItem
  | TrustRowItem
  | OccasionLinksItem;

export interface ContentSlot {
  id: string;
  items: ContentItem[];
}

/** Size of the generated category images (/images/categories/{id}.svg, catalog/product-art.ts categoryArtSvg). */
export const CATEGORY_IMAGE_SIZE = { width: 600, height: 300 } as const;

/** The ordered items of each page slot (the same on every site; the items differ). */
export const CONTENT_SLOTS: Record<string, string[]> = {
  'home-main': [
    'home-hero',
    'home-trust',
    'home-occasions',
    'home-categories',
    'home-best-sellers',
    'home-new-arrivals',
  ],
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
      productIds: [
        '30501',
        '30502',
        '10301',
        '10302',
        '10201',
        '10101',
        '10112',
        '10303',
        '10401',
        '10407',
        '20101',
        '20308',
      ],
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

/** The free-shipping promotion (free-shipping-75) every site runs; the header shows it on every page, so the home slot has no promo bar of its own. */
const GLOBAL_BANNER = { text: 'Free standard shipping on orders over $75', href: '/help/shipping-rates' };

const TRUST_ROW: TrustRowItem = {
  id: 'home-trust',
  type: 'trustRow',
  title: 'Why shop with us',
  items: [
    {
      icon: 'fresh',
      title: 'Made fresh',
      text: 'Made in small batches in our own kitchens and packed the day it ships.',
    },
    {
      icon: 'guarantee',
      title: 'Sweet guarantee',
      text: 'Not delighted? We will replace it or refund you, no questions asked.',
    },
    {
      icon: 'secure',
      title: 'Secure checkout',
      text: 'Encrypted payment with cards, PayPal, Apple Pay and gift cards.',
    },
  ],
};

/** Occasion categories of the shared tree, in the order the shortcuts show them. */
const OCCASION_CATEGORY_IDS = ['birthday', 'thank-you', 'holiday', 'corporate-gifts', 'gifts-under-25'];

const ONLINE_CATALOG = {
  title: 'Browse Our Digital Catalog',
  text: 'Every box, bar and bouquet in one full-colour catalog, ready to download and share.',
  label: 'Download PDF',
};

/** One campaign page of each kind (content spec §2 "Routes"): a plain campaign and a sweepstakes. */
const CAMPAIGN_FORMS: CampaignFormItem[] = [
  {
    id: 'campaign-spring-tasting',
    type: 'campaignForm',
    deliveryKey: 'campaign-data-collection-form',
    title: 'Join Our Spring Tasting',
    text: 'Sign up to taste our new spring collection at a shop near you. One sign-up per person.',
    eventId: 'spring-tasting-2027',
    eventPhase: '1',
    maxAllowed: 1,
    successMessage: 'You’re on the list! We will email you the tasting dates for your area.',
  },
  {
    id: 'campaign-holiday-sweepstakes',
    type: 'campaignForm',
    deliveryKey: 'campaign-data-collection-form-sweepstakes',
    title: 'Win a Year of Chocolate',
    text: 'Enter our holiday sweepstakes for a chance to win a box of chocolates every month for a year. Up to three entries per person.',
    eventId: 'holiday-sweepstakes-2026',
    eventPhase: '1',
    maxAllowed: 3,
    successMessage: 'You’re entered! Good luck — we will contact the winner by email.',
  },
];

function categoryName(id: string): string {
  const spec = CATEGORY_SPECS.find((candidate) => candidate.id === id);
  if (!spec) throw new Error(`content: unknown category '${id}'`);
  return spec.name;
}

/** The generated hero images by file name (served at /images/content/{file}). */
export const HERO_IMAGES: ReadonlyMap<string, HeroArt> = new Map(
  Object.values(SITE_CONTENT).map((site) => [site.hero.file, site.hero.art]),
);

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
  const occasions: OccasionLinksItem = {
    id: 'home-occasions',
    type: 'occasionLinks',
    title: 'Shop by Occasion',
    links: OCCASION_CATEGORY_IDS.map((categoryId) => ({
      categoryId,
      label: categoryName(categoryId),
      href: `/category/${categoryId}`,
    })),
  };
  return [
    hero,
    { ...TRUST_ROW, items: TRUST_ROW.items.map((item) => ({ ...item })) },
    occasions,
    categories,
    carousel('home-best-sellers', site.bestSellers),
    carousel('home-new-arrivals', site.newArrivals),
    { id: 'global-banner', type: 'banner', ...GLOBAL_BANNER },
    {
      id: 'online-catalog',
      type: 'cta',
      title: ONLINE_CATALOG.title,
      text: ONLINE_CATALOG.text,
      cta: { label: ONLINE_CATALOG.label, href: catalogUrl, ctaLink: catalogUrl },
      image: {
        src: origin + heroImagePath(site.hero.file),
        alt: 'Cover of the Sweet Shop digital catalog',
        ...HERO_IMAGE_SIZE,
      },
    },
    ...CAMPAIGN_FORMS,
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
