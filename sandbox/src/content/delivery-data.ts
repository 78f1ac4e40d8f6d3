import { CATEGORY_IMAGE_SIZE } from './data.ts';
import { categoryImagePath } from '../catalog/build.ts';
import type { HeroArt } from './images.ts';

/**
 * The content hub the sandbox's content-delivery API serves (the shape of Amplience's Content
 * Delivery 2): items with `_meta` (name, schema, deliveryKey, deliveryId), linking each other with
 * content links, pages keyed by their storefront path. One hub for every site. Some items have
 * later editions (`editions`, sandbox-only): live delivery answers as of now, the staging host as of
 * its preview timestamp. Deterministic; image URLs are absolute on the sandbox origin (per request).
 */

export const SCHEMA_BASE = 'https://schema.sweetshop.example/content/';
export const CONTENT_LINK_SCHEMA = 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link';

export type Fields = Record<string, unknown>;

export interface HubItem {
  id: string;
  name: string;
  kind: string;
  deliveryKey?: string;
  fields: Fields;
  /** Later versions of the fields, each live from its time (epoch ms) on. */
  editions?: Array<{ from: number; fields: Fields }>;
}

/** A content link to another item (resolved by the delivery API's depth). */
export const link = (id: string, kind: string) => ({
  _meta: { schema: CONTENT_LINK_SCHEMA },
  contentType: SCHEMA_BASE + kind,
  id,
});

/** Images of the hub, generated like the home hero (served at /images/content/{file}). */
export const CONTENT_ART: Record<string, HeroArt> = {
  'content-truffles.svg': { title: 'A box of hand-rolled truffles', hue: 25 },
  'content-lollipops.svg': { title: 'Swirl lollipops in every colour', hue: 330 },
  'content-kitchen.svg': { title: 'Our candy kitchen', hue: 35 },
  'content-gifts.svg': { title: 'Gift boxes ready to ship', hue: 280 },
  'content-recipe.svg': { title: 'Chocolate bark on a baking tray', hue: 15 },
  'content-blog.svg': { title: 'Notes from the candy kitchen', hue: 190 },
  'content-video.svg': { title: 'Video: how we pull taffy', hue: 0 },
};
export const ART_SIZE = { width: 1200, height: 500 } as const;

/** An image field: `{ src, alt, width, height }`; `src` is a path on the sandbox origin until served. */
const image = (file: string, alt?: string) => ({
  src: `/images/content/${file}`,
  alt: alt ?? CONTENT_ART[file]?.title ?? '',
  ...ART_SIZE,
});
const categoryImage = (id: string, alt: string) => ({ src: categoryImagePath(id), alt, ...CATEGORY_IMAGE_SIZE });

/** When the seeded spring banner edition goes live (fixed, far ahead, so live delivery never shows it). */
export const SPRING_BANNER_FROM = Date.UTC(2036, 2, 1);

/**
 * The next Valentine's Day (8:00 UTC, the morning in America) after `now`: the seeded countdown counts down to it, so it
 * reads days to come on whatever date the sandbox starts (a fixed year read "3357 days" or counted from the past).
 */
export function nextValentinesDay(now: Date): string {
  const thisYear = Date.UTC(now.getUTCFullYear(), 1, 14, 8);
  return new Date(thisYear > now.getTime() ? thisYear : Date.UTC(now.getUTCFullYear() + 1, 1, 14, 8))
    .toISOString()
    .replace('.000Z', 'Z');
}

const cta = (ctaText: string, ctaLink: string, ctaType: 'primary' | 'secondary' = 'primary') => ({
  ctaText,
  ctaLink,
  ctaType,
});

const sideNavigation: HubItem = {
  id: 'b7a1c1e0-0001-4000-8000-000000000001',
  name: 'Help side navigation',
  kind: 'side-navigation',
  fields: {
    title: 'Customer Service',
    items: [
      { label: 'Help & FAQ', link: '/help/faq' },
      { label: 'Shipping Rates', link: '/help/shipping-rates' },
      { label: 'Contact Us', link: '/contact-us' },
      { label: 'Track Your Order', link: '/track-order' },
      { label: 'Gift Card Balance', link: '/gift-card-balance' },
    ],
    showLogout: false,
  },
};

const companyNavigation: HubItem = {
  id: 'b7a1c1e0-0001-4000-8000-000000000002',
  name: 'Company side navigation',
  kind: 'side-navigation',
  fields: {
    title: 'Our Company',
    items: [
      { label: 'About Us', link: '/company-info/about-us' },
      { label: 'Careers', link: '/company-info/careers' },
      { label: 'Kosher Certificate', link: '/help/kosher-certificate' },
      { label: 'Privacy Policy', link: '/company-info/privacy-policy' },
    ],
    showLogout: true,
  },
};

/** One sample of every block schema (also the blocks of the seeded pages below). */
const BLOCKS: Array<Omit<HubItem, 'id'> & { slug: string }> = [
  {
    slug: 'global-banner',
    name: 'Global header banner',
    kind: 'global-banner',
    deliveryKey: 'global-banner',
    fields: {
      slides: [{ text: 'Free standard shipping on orders over $75', ctaLink: '/help/shipping-rates' }],
      colors: { background: '#3b1f14', text: '#fff8ef' },
    },
    editions: [
      {
        from: SPRING_BANNER_FROM,
        fields: {
          slides: [
            { text: 'Spring collection: new truffle flavours are here', ctaLink: '/category/truffles' },
            { text: 'Free standard shipping on orders over $75', ctaLink: '/help/shipping-rates' },
          ],
          rotationSpeed: 5,
        },
      },
    ],
  },
  {
    slug: 'global-banner-carousel',
    name: 'Global header banner (carousel)',
    kind: 'global-banner',
    fields: {
      slides: [
        { text: 'Free standard shipping on orders over $75', ctaLink: '/help/shipping-rates' },
        { text: 'Gift cards delivered by e-mail in minutes', ctaLink: '/category/gift-cards' },
        { text: 'Order by Dec 15 for holiday delivery', ctaLink: '/help/shipping-rates' },
      ],
      rotationSpeed: 5,
    },
  },
  {
    slug: 'alert-banner',
    name: 'Alert banner',
    kind: 'alert-banner',
    fields: {
      text: 'Warm weather ahead: chocolate ships with ice packs from May to September.',
      severity: 'warning',
      cta: cta('Shipping details', '/help/shipping-rates'),
    },
  },
  {
    slug: 'countdown-banner',
    name: 'Holiday countdown',
    kind: 'countdown-banner',
    fields: {
      text: 'Order in time for Valentine’s Day',
      countdownTimer: { countdownEnable: true, date: nextValentinesDay(new Date()), color: '#b8002e' },
      cta: cta('Shop Valentine’s', '/category/gifts'),
    },
  },
  {
    slug: 'thin-banner',
    name: 'Thin banner',
    kind: 'thin-banner',
    fields: {
      text: 'New: build your own box of 12 truffles',
      cta: cta('Build a box', '/category/custom-mixes'),
      colors: { background: '#fde7ef', text: '#3b1f14' },
    },
  },
  {
    slug: 'hero-banner',
    name: 'Hero banner',
    kind: 'hero-banner',
    fields: {
      headline: 'Made by Hand, Since 1950',
      text: 'Every truffle is rolled, dipped and boxed in our own kitchens.',
      image: image('content-kitchen.svg'),
      ctas: [cta('Our story', '/company-info/about-us')],
    },
  },
  {
    slug: 'hero-carousel',
    name: 'Hero carousel',
    kind: 'hero-carousel',
    fields: {
      rotationSpeed: 6,
      slides: [
        {
          headline: 'Truffles for Every Occasion',
          text: 'Hand-rolled, dipped and boxed the day they ship.',
          image: image('content-truffles.svg'),
          ctas: [cta('Shop truffles', '/category/truffles')],
        },
        {
          headline: 'Lollipops in Every Colour',
          text: 'Swirls, hearts and custom messages.',
          image: image('content-lollipops.svg'),
          ctas: [cta('Shop lollipops', '/category/lollipops')],
        },
        {
          headline: 'Gifts That Arrive Smiling',
          text: 'Boxed, bowed and ready to send.',
          image: image('content-gifts.svg'),
          ctas: [cta('Shop gifts', '/category/gifts')],
        },
      ],
    },
  },
  {
    slug: 'category-banner',
    name: 'Category banner',
    kind: 'category-banner',
    fields: {
      title: 'Chocolate',
      text: 'Truffles, bark, bars and boxed assortments.',
      image: categoryImage('chocolate', 'Chocolate'),
    },
  },
  {
    slug: 'in-grid-tile',
    name: 'In-grid tile',
    kind: 'in-grid-tile',
    fields: {
      gridPosition: 3,
      headline: 'Build Your Own Box',
      text: 'Pick 12 favourites.',
      image: image('content-truffles.svg'),
      cta: cta('Start building', '/category/custom-mixes'),
    },
  },
  {
    slug: 'in-grid-double-tile',
    name: 'In-grid double tile',
    kind: 'in-grid-double-tile',
    fields: {
      gridPosition: 6,
      headline: 'Corporate Gifts Made Easy',
      text: 'Volume pricing from 12 boxes, logo sleeves and one invoice.',
      image: image('content-gifts.svg'),
      cta: cta('Business gifts', '/category/corporate-gifts'),
    },
  },
  {
    slug: 'alternating-text-image',
    name: 'Alternating text and image',
    kind: 'alternating-text-image',
    fields: {
      headline: 'Small Batches, Big Flavour',
      text: 'We cook in copper kettles, a few pounds at a time, so every batch tastes like the first.',
      image: image('content-kitchen.svg'),
      imagePosition: 'left',
      cta: cta('Visit a shop', '/chocolateshops'),
    },
  },
  {
    slug: 'alternating-text-image-list',
    name: 'Alternating text and image list',
    kind: 'alternating-text-image-list',
    fields: {
      items: [
        {
          headline: 'Real Ingredients',
          text: 'Cream, butter and chocolate — nothing you cannot pronounce.',
          image: image('content-truffles.svg'),
        },
        {
          headline: 'Packed to Travel',
          text: 'Insulated boxes and ice packs in warm months.',
          image: image('content-gifts.svg'),
        },
        {
          headline: 'Shops Near You',
          text: 'Pick up in a shop the same day.',
          image: image('content-kitchen.svg'),
          cta: cta('Find a shop', '/chocolateshops'),
        },
      ],
    },
  },
  {
    slug: 'category-card-list',
    name: 'Category card list',
    kind: 'category-card-list',
    fields: {
      title: 'Shop by Category',
      cards: ['chocolate', 'lollipops', 'gifts', 'custom-mixes'].map((id) => ({
        title: id === 'custom-mixes' ? 'Custom Mixes' : id[0].toUpperCase() + id.slice(1),
        link: `/category/${id}`,
        image: categoryImage(id, ''),
      })),
    },
  },
  {
    slug: 'feature-cards',
    name: 'Feature cards',
    kind: 'feature-cards',
    fields: {
      cards: [
        {
          title: 'Same-Day Pickup',
          text: 'Order online, collect in a shop.',
          image: image('content-kitchen.svg'),
          cta: cta('Find a shop', '/chocolateshops', 'secondary'),
        },
        {
          title: 'Gift Cards',
          text: 'Delivered by e-mail in minutes.',
          image: image('content-gifts.svg'),
          cta: cta('Buy a gift card', '/category/gift-cards', 'secondary'),
        },
      ],
    },
  },
  {
    slug: 'feature-with-products',
    name: 'Feature with products',
    kind: 'feature-with-products',
    fields: {
      headline: 'Truffle Season',
      text: 'Our most-loved boxes, restocked daily.',
      image: image('content-truffles.svg'),
      productIds: ['10101', '10201', '10112', '10303'],
    },
  },
  {
    slug: 'info-card-list',
    name: 'Info card list',
    kind: 'info-card-list',
    fields: {
      title: 'Why Shop With Us',
      cards: [
        { title: 'Fresh Every Day', text: 'Made in our kitchens, shipped within two days.' },
        { title: 'Happiness Guaranteed', text: 'Not delighted? We will make it right.', link: '/contact-us' },
        {
          title: 'Kosher Certified',
          text: 'Most chocolates are certified kosher dairy.',
          link: '/help/kosher-certificate',
        },
      ],
    },
  },
  {
    slug: 'product-carousel',
    name: 'Product carousel',
    kind: 'product-carousel',
    fields: {
      title: 'Best Sellers',
      productIds: ['10101', '10201', '10112', '30101', '10303', '20101', '10111', '10401'],
    },
  },
  {
    slug: 'recommendation-carousel',
    name: 'Recommendation carousel',
    kind: 'recommendation-carousel',
    fields: {
      title: 'You Might Also Like',
      recommender: 'products-in-all-categories',
      productIds: ['10105', '10115', '10205', '10306', '10408', '20103'],
    },
  },
  {
    slug: 'content-text',
    name: 'Content text',
    kind: 'content-text',
    fields: {
      text: 'We have been making candy by hand since 1950.\n\nQuestions? [Contact us](/contact-us) or read our [privacy policy](/company-info/privacy-policy).',
    },
  },
  {
    slug: 'headline',
    name: 'Headline',
    kind: 'headline',
    fields: { text: 'Sweet Things Happen Here', level: 2, align: 'center' },
  },
  { slug: 'button', name: 'Button', kind: 'button', fields: cta('Shop all chocolate', '/category/chocolate') },
  {
    slug: 'video',
    name: 'Video',
    kind: 'video',
    fields: { title: 'How we pull salt-water taffy', youtubeId: 'aqz-KE-bpKQ', poster: image('content-video.svg') },
  },
  {
    slug: 'video-grid',
    name: 'Video grid',
    kind: 'video-grid',
    fields: {
      title: 'From Our Kitchen',
      videos: [
        { title: 'Hand-dipping truffles', youtubeId: 'aqz-KE-bpKQ', poster: image('content-truffles.svg') },
        { title: 'Swirling lollipops', youtubeId: 'ScMzIvxBSi4', poster: image('content-lollipops.svg') },
      ],
    },
  },
  {
    slug: 'accordion',
    name: 'Accordion',
    kind: 'accordion',
    fields: {
      title: 'Frequently Asked Questions',
      items: [
        {
          title: 'How long does chocolate stay fresh?',
          text: 'Truffles are best within three weeks; bars and bark keep for three months in a cool, dry place.',
        },
        {
          title: 'Do you ship in hot weather?',
          text: 'Yes. From May to September chocolate ships in insulated boxes with ice packs, by express methods only. See [shipping rates](/help/shipping-rates).',
        },
        {
          title: 'Can I change my order?',
          text: 'Orders can be changed within an hour of placing them. [Contact us](/contact-us) with your order number.',
        },
        {
          title: 'Are your products kosher?',
          text: 'Most of our chocolates are certified kosher dairy. See the [kosher certificate](/help/kosher-certificate).',
        },
      ],
    },
  },
  {
    slug: 'social-feed',
    name: 'Social feed',
    kind: 'social-feed',
    fields: {
      title: 'Follow the Sweetness',
      handle: '@sweetshop',
      links: [
        { network: 'instagram', link: 'https://www.instagram.com/sweetshop' },
        { network: 'facebook', link: 'https://www.facebook.com/sweetshop' },
        { network: 'tiktok', link: 'https://www.tiktok.com/@sweetshop' },
        { network: 'pinterest', link: 'https://www.pinterest.com/sweetshop' },
      ],
    },
  },
  {
    slug: 'job-list',
    name: 'Job list',
    kind: 'job-list',
    fields: {
      title: 'Featured Jobs',
      jobs: [
        {
          title: 'Candy Maker',
          location: 'Burlingame, CA',
          type: 'Full time',
          link: 'https://jobs.sweetshop.example/candy-maker',
        },
        {
          title: 'Shop Associate (Seasonal)',
          location: 'San Mateo, CA',
          type: 'Seasonal',
          link: 'https://jobs.sweetshop.example/shop-associate',
        },
        {
          title: 'E-commerce Analyst',
          location: 'Remote (US)',
          type: 'Full time',
          link: 'https://jobs.sweetshop.example/ecommerce-analyst',
        },
      ],
    },
  },
  {
    slug: 'help-hint',
    name: 'Help hint',
    kind: 'help-hint',
    fields: {
      title: 'Build-a-box tip',
      text: 'Pick 12 pieces to fill a box; mix truffles and caramels freely. You can change your picks until you add the box to your bag.',
    },
  },
  {
    slug: 'contact-box',
    name: 'Contact box',
    kind: 'contact-box',
    deliveryKey: 'contact-box',
    fields: {
      title: 'Need a Hand?',
      text: 'Our customer service team answers Monday to Friday, 8 am to 5 pm Pacific.',
      phone: '1-800-555-0199',
      email: 'help@sweetshop.example',
      cta: cta('Contact us', '/contact-us', 'secondary'),
    },
  },
  {
    slug: 'campaign-placeholder',
    name: 'Campaign form placeholder',
    kind: 'campaign-placeholder',
    fields: {
      deliveryKey: 'campaign-data-collection-form-sweepstakes',
      campaign: 'campaign-holiday-sweepstakes',
      title: 'Enter the Spring Sweepstakes',
    },
  },
  {
    slug: 'placeholder',
    name: 'Contact form placeholder',
    kind: 'placeholder',
    fields: { deliveryKey: 'contact-us-form' },
  },
  {
    slug: 'custom-html',
    name: 'Custom HTML (logo sleeve form)',
    kind: 'custom-html',
    fields: {
      html: '<h3>Logo Sleeve Request</h3><p>Tell us about your logo and we will reply within 48 business hours.</p><iframe src="https://forms.sweetshop.example/logo-sleeve" title="Logo sleeve request form" width="600" height="420"></iframe><p>Or browse the whole range in our catalog:</p><div data-component="e-catalog" data-catalog="online-catalog"></div><script>alert(1)</script><p onclick="alert(2)"><a href="javascript:alert(3)">not a link</a></p>',
      closeMessage: 'Thank you! We will reply within 48 business hours.',
    },
  },
];

/** Recipes and blog posts: items of their own (their pages link them), listed by the card blocks. */
const RECIPES = [
  {
    slug: 'salted-chocolate-bark',
    title: 'Salted Chocolate Bark',
    intro: 'Ten minutes of work, one hour in the fridge.',
    prepTime: '10 min',
    servings: 12,
    ingredients: ['300 g dark chocolate', '1 tsp flaky salt', '60 g toasted almonds'],
    steps: [
      'Melt the chocolate gently.',
      'Spread it thin on a lined tray.',
      'Scatter almonds and salt; chill until set.',
    ],
  },
  {
    slug: 'candy-cane-brownies',
    title: 'Candy Cane Brownies',
    intro: 'Fudgy brownies with a peppermint crunch.',
    prepTime: '45 min',
    servings: 16,
    ingredients: ['200 g butter', '250 g sugar', '3 eggs', '120 g flour', '4 crushed candy canes'],
    steps: [
      'Melt butter and sugar.',
      'Beat in the eggs, fold in the flour.',
      'Bake 25 minutes at 180 °C; top with crushed candy canes.',
    ],
  },
];
const POSTS = [
  {
    slug: 'behind-the-truffle',
    title: 'Behind the Truffle',
    date: '2026-10-02',
    excerpt: 'How a truffle goes from copper kettle to gift box in two days.',
  },
  {
    slug: 'shipping-chocolate-in-summer',
    title: 'Shipping Chocolate in Summer',
    date: '2026-06-15',
    excerpt: 'Ice packs, insulated boxes and why we skip ground shipping in July.',
  },
  {
    slug: 'fundraising-that-works',
    title: 'Fundraising That Works',
    date: '2026-03-20',
    excerpt: 'Three things the most successful school fundraisers do.',
  },
];

const id = (group: number, index: number) =>
  `b7a1c1e0-${String(group).padStart(4, '0')}-4000-8000-${String(index).padStart(12, '0')}`;

function buildHub(): HubItem[] {
  const items: HubItem[] = [sideNavigation, companyNavigation];
  const blockIds = new Map<string, { id: string; kind: string }>();
  BLOCKS.forEach((block, index) => {
    const item: HubItem = {
      id: id(2, index),
      name: block.name,
      kind: block.kind,
      deliveryKey: block.deliveryKey,
      fields: block.fields,
      editions: block.editions,
    };
    items.push(item);
    blockIds.set(block.slug, { id: item.id, kind: item.kind });
  });
  const ref = (slug: string) => {
    const target = blockIds.get(slug) ?? recipeIds.get(slug) ?? postIds.get(slug);
    if (!target) throw new Error(`content hub: unknown block '${slug}'`);
    return link(target.id, target.kind);
  };

  const recipeIds = new Map<string, { id: string; kind: string }>();
  RECIPES.forEach((recipe, index) => {
    const item: HubItem = {
      id: id(3, index),
      name: recipe.title,
      kind: 'recipe',
      fields: { ...recipe, link: `/recipes/${recipe.slug}`, image: image('content-recipe.svg', recipe.title) },
    };
    items.push(item);
    recipeIds.set(recipe.slug, { id: item.id, kind: item.kind });
  });
  const postIds = new Map<string, { id: string; kind: string }>();
  POSTS.forEach((post, index) => {
    const item: HubItem = {
      id: id(4, index),
      name: post.title,
      kind: 'blog-post',
      fields: { ...post, link: `/blog/${post.slug}`, image: image('content-blog.svg', post.title) },
    };
    items.push(item);
    postIds.set(post.slug, { id: item.id, kind: item.kind });
  });

  const extra = (kind: string, name: string, fields: Fields): string => {
    const item: HubItem = { id: id(5, items.length), name, kind, fields };
    items.push(item);
    return item.id;
  };
  const ingredientBanner = extra('recipe-ingredient-banner', 'Recipe ingredient banner', {
    title: 'Shop the Ingredients',
    text: 'Everything for this recipe, from our kitchen to yours.',
    image: image('content-recipe.svg'),
    cta: cta('Shop baking chocolate', '/category/chocolate-bars'),
  });
  const recipeCards = extra('recipe-cards', 'Recipe cards', {
    title: 'Sweet Recipes',
    recipes: RECIPES.map((recipe) => ref(recipe.slug)),
  });
  const recipeList = extra('recipe-list', 'Recipe list', {
    title: 'All Recipes',
    recipes: RECIPES.map((recipe) => ref(recipe.slug)),
  });
  const blogCards = extra('blog-cards', 'Blog cards', {
    title: 'From the Blog',
    posts: POSTS.map((post) => ref(post.slug)),
  });
  const blogList = extra('blog-list', 'Blog list', { title: 'All Posts', posts: POSTS.map((post) => ref(post.slug)) });
  const personalised = extra('personalized-slot', 'Hero for fundraisers', {
    default: ref('thin-banner'),
    variations: [
      {
        customerGroups: ['Fundraising'],
        rank: 2,
        content: {
          ...(BLOCKS.find((block) => block.slug === 'thin-banner')?.fields as Fields),
          _meta: { schema: SCHEMA_BASE + 'thin-banner' },
          text: 'Fundraisers: free brochures and order forms for your sellers',
        },
      },
      {
        customerGroups: ['Fundraising', 'Registered'],
        rank: 1,
        content: {
          _meta: { schema: SCHEMA_BASE + 'thin-banner' },
          text: 'Welcome back, fundraiser: your group earns up to 50% on every box',
          cta: cta('Get sales materials', '/sales-tools'),
        },
      },
      {
        customerGroups: ['VIP'],
        rank: 1,
        content: {
          _meta: { schema: SCHEMA_BASE + 'thin-banner' },
          text: 'VIP preview: early access to the spring collection',
          cta: cta('Shop truffles', '/category/truffles'),
        },
      },
    ],
  });

  const page = (deliveryKey: string, title: string, fields: Fields) => {
    items.push({
      id: id(6, items.length),
      name: title,
      kind: 'content-page',
      deliveryKey,
      fields: { title, ...fields },
    });
  };
  const inline = (kind: string, fields: Fields) => link(extra(kind, `${kind} block`, fields), kind);
  const text = (value: string) => inline('content-text', { text: value });
  const helpNav = link(sideNavigation.id, 'side-navigation');
  const companyNav = link(companyNavigation.id, 'side-navigation');

  page('company-info/privacy-policy', 'Privacy Policy', {
    description: 'How Sweet Shop collects, uses and protects your personal information.',
    breadcrumbs: [{ name: 'Company Info' }],
    sideNavigation: companyNav,
    slots: [
      text(
        'Last updated: 1 October 2026.\n\nWe collect the information you give us when you order, create an account or contact us: your name, addresses, e-mail, phone number and order history. We use it to fulfil orders, answer questions and, if you agree, to send you offers.\n\nWe never sell your personal information. Payment details are handled by our payment processor and never stored on our servers.\n\nYou can ask us for a copy of your data or to delete it at any time: [contact us](/contact-us).',
      ),
    ],
  });
  page('help/shipping-rates', 'Shipping Rates', {
    description: 'Shipping methods, rates and delivery times, including our heat-sensitive shipping policy.',
    breadcrumbs: [{ name: 'Help', href: '/help/faq' }],
    sideNavigation: helpNav,
    slots: [
      ref('alert-banner'),
      text(
        'Standard shipping is free on orders over $75. Orders ship within two business days.\n\nStandard (5–7 business days): $8.95. Express (2–3 business days): $16.95. Overnight (next business day): $29.95.',
      ),
      inline('alert-banner', {
        text: 'Heat-sensitive items: from May to September, chocolate ships only by Express or Overnight, packed with ice packs, and does not ship to P.O. boxes.',
        severity: 'warning',
      }),
    ],
  });
  page('help/kosher-certificate', 'Kosher Certificate', {
    description: 'Our kosher dairy certification.',
    breadcrumbs: [{ name: 'Help', href: '/help/faq' }],
    sideNavigation: helpNav,
    slots: [
      text(
        'Most Sweet Shop chocolates are certified kosher dairy (OU-D) by the Orthodox Union. Products made on shared equipment are marked on their product pages.\n\nCertificate number: OU-D 2026-1187, valid until 31 December 2027.',
      ),
    ],
  });
  // The service forms inside a content page (content spec §2 placeholders): each posts to its own route.
  page('help/customer-service', 'Customer Service', {
    description: 'Write to us, join The Sweet List, check a gift card balance or find a shop.',
    breadcrumbs: [{ name: 'Help', href: '/help/faq' }],
    sideNavigation: helpNav,
    slots: [
      text('Our customer service team answers every message within two business days.'),
      inline('placeholder', { deliveryKey: 'contact-us-form', title: 'Send Us a Message' }),
      inline('placeholder', { deliveryKey: 'email-signup-form', title: 'Join The Sweet List' }),
      inline('placeholder', { deliveryKey: 'gift-card-balance-form', title: 'Gift Card Balance' }),
      inline('placeholder', { deliveryKey: 'catalog-request-form', title: 'Request a Catalog' }),
      inline('placeholder', { deliveryKey: 'find-a-shop-accordion', title: 'Find a Shop' }),
    ],
  });
  page('company-info/about-us', 'About Us', {
    description: 'A family candy maker since 1950.',
    breadcrumbs: [{ name: 'Company Info' }],
    sideNavigation: companyNav,
    slots: [ref('hero-banner'), ref('alternating-text-image-list'), ref('info-card-list')],
  });
  page('help/faq', 'Help & FAQ', {
    description: 'Answers to common questions.',
    breadcrumbs: [{ name: 'Help' }],
    sideNavigation: helpNav,
    slots: [ref('accordion'), ref('contact-box')],
  });
  page('company-info/careers', 'Careers', {
    description: 'Join the Sweet Shop team.',
    breadcrumbs: [{ name: 'Company Info' }],
    sideNavigation: companyNav,
    slots: [
      text('Make people smile for a living. We hire candy makers, shop associates and office staff across California.'),
      ref('job-list'),
    ],
  });
  page('recipes', 'Recipes', {
    description: 'Sweet recipes from our kitchen.',
    slots: [link(recipeCards, 'recipe-cards'), link(recipeList, 'recipe-list')],
  });
  for (const recipe of RECIPES) {
    page(`recipes/${recipe.slug}`, recipe.title, {
      description: recipe.intro,
      breadcrumbs: [{ name: 'Recipes', href: '/recipes' }],
      slots: [ref(recipe.slug), link(ingredientBanner, 'recipe-ingredient-banner')],
    });
  }
  page('blog', 'Blog', {
    description: 'Notes from the candy kitchen.',
    slots: [link(blogCards, 'blog-cards'), link(blogList, 'blog-list')],
  });
  for (const post of POSTS) {
    page(`blog/${post.slug}`, post.title, {
      description: post.excerpt,
      breadcrumbs: [{ name: 'Blog', href: '/blog' }],
      slots: [
        inline('headline', { text: post.title, level: 2 }),
        text(`${post.excerpt}\n\nPublished ${post.date}. More stories on [our blog](/blog).`),
      ],
    });
  }
  page('sales-tools', 'Sales Tools', {
    description: 'Free brochures, order forms and posters for fundraisers and businesses.',
    slots: [
      link(personalised, 'personalized-slot'),
      text('Order free printed brochures, order forms and posters for your sellers, or download them as PDFs.'),
      inline('placeholder', { deliveryKey: 'materials-sales-tools' }),
      inline('custom-html', {
        html: '<p>Prefer to browse first? Our full catalog, online or in print:</p><div data-component="e-catalog" data-catalog="online-catalog"></div>',
      }),
    ],
  });
  // One page per block schema, for editors and the browser tests.
  for (const block of BLOCKS) {
    page(`content-blocks/${block.slug}`, block.name, {
      breadcrumbs: [{ name: 'Content blocks', href: '/content-blocks' }],
      slots: [ref(block.slug)],
    });
  }
  page('content-blocks/recipe', 'Recipe', {
    breadcrumbs: [{ name: 'Content blocks', href: '/content-blocks' }],
    slots: [ref(RECIPES[0].slug)],
  });
  page('content-blocks/side-navigation', 'Side navigation', {
    breadcrumbs: [{ name: 'Content blocks', href: '/content-blocks' }],
    sideNavigation: companyNav,
    slots: [text('The side navigation of company pages, with Logout enabled.')],
  });
  page('content-blocks/recipe-ingredient-banner', 'Recipe ingredient banner', {
    breadcrumbs: [{ name: 'Content blocks', href: '/content-blocks' }],
    slots: [link(ingredientBanner, 'recipe-ingredient-banner')],
  });
  page('content-blocks/recipes-and-blog', 'Recipe and blog cards and lists', {
    breadcrumbs: [{ name: 'Content blocks', href: '/content-blocks' }],
    slots: [
      link(recipeCards, 'recipe-cards'),
      link(recipeList, 'recipe-list'),
      link(blogCards, 'blog-cards'),
      link(blogList, 'blog-list'),
    ],
  });
  page('content-blocks/personalized-slot', 'Personalised slot', {
    breadcrumbs: [{ name: 'Content blocks', href: '/content-blocks' }],
    slots: [link(personalised, 'personalized-slot')],
  });
  page('content-blocks/missing-slot', 'Missing slot content', {
    breadcrumbs: [{ name: 'Content blocks', href: '/content-blocks' }],
    slots: [link(id(9, 9), 'content-text')],
  });
  // Listing content: in-grid tiles among a category's products (`plp/{categoryId}`) and among search results.
  const listing = (deliveryKey: string, name: string, tiles: unknown[]) => {
    items.push({ id: id(7, items.length), name, kind: 'product-listing-content', deliveryKey, fields: { tiles } });
  };
  listing('plp/chocolate', 'Chocolate listing tiles', [ref('in-grid-tile'), ref('in-grid-double-tile')]);
  listing('plp/search', 'Search listing tiles', [ref('in-grid-double-tile')]);
  // The frame's editable texts; the storefront keeps its built-in text for any field left out.
  items.push({
    id: id(7, items.length),
    name: 'Site texts',
    kind: 'site-texts',
    deliveryKey: 'site-texts',
    fields: {
      findShopLabel: 'Find a Shop Near You',
      signUpTitle: 'Join The Sweet List',
      signUpText: 'Be the first to hear about new treats, seasonal favourites and members-only offers.',
    },
  });
  const pages = items.filter((item) => item.kind === 'content-page' && item.deliveryKey?.startsWith('content-blocks/'));
  page('content-blocks', 'Content blocks', {
    description: 'Every content block the storefront renders, one page each.',
    slots: [
      inline('info-card-list', {
        title: 'Block pages',
        cards: pages.map((entry) => ({
          title: String(entry.fields.title),
          text: entry.deliveryKey,
          link: `/${entry.deliveryKey}`,
        })),
      }),
    ],
  });
  return items;
}

export const HUB_ITEMS: readonly HubItem[] = buildHub();
