/**
 * The seeded category tree: root, the mega-menu entries below it and up to four levels of depth
 * (root > chocolate > chocolate-boxes > truffles > dark-truffles). `order-forms` holds sales
 * materials and is hidden from the menu.
 */
export interface MenuBanner {
  title: string;
  textLink: string;
  linkText: string;
  image: string;
}

export interface CategorySpec {
  id: string;
  name: string;
  parentId: string | null;
  description: string;
  /** Shown in the mega menu (false for sales materials and other utility categories). */
  showInMenu: boolean;
  menuTextColor?: string;
  pageLink?: string;
  banner?: MenuBanner;
  /** Colour of the generated category image. */
  hue: number;
}

const c = (
  id: string,
  name: string,
  parentId: string | null,
  hue: number,
  description: string,
  extra: Partial<Pick<CategorySpec, 'showInMenu' | 'menuTextColor' | 'pageLink' | 'banner'>> = {},
): CategorySpec => ({ id, name, parentId, hue, description, showInMenu: extra.showInMenu ?? true, ...extra });

export const CATEGORY_SPECS: CategorySpec[] = [
  c('root', 'Sweet Shop', null, 330, 'Handmade chocolates, lollipops, hard candy and gifts.'),

  c('chocolate', 'Chocolate', 'root', 20, 'Boxed chocolates, truffles, bars and chocolate-covered treats made in our own kitchens.', {
    menuTextColor: '#4a2c1d',
    banner: {
      title: 'Truffle Season',
      textLink: '/category/truffles',
      linkText: 'Shop truffles',
      image: '/images/categories/banner-truffles.svg',
    },
  }),
  c('chocolate-boxes', 'Boxed Chocolates', 'chocolate', 15, 'Classic boxed chocolates in every size, ready to give.'),
  c('truffles', 'Truffles', 'chocolate-boxes', 10, 'Silky ganache truffles in dark and milk chocolate.'),
  c('dark-truffles', 'Dark Chocolate Truffles', 'truffles', 5, 'Intense dark chocolate truffles with bright, bold centres.'),
  c('milk-truffles', 'Milk Chocolate Truffles', 'truffles', 30, 'Creamy milk chocolate truffles for every sweet tooth.'),
  c('assortments', 'Assortments', 'chocolate-boxes', 25, 'Mixed boxes of creams, chews and nuts.'),
  c('chocolate-bars', 'Bars & Bark', 'chocolate', 35, 'Chocolate bars and bark, snapped by hand.'),
  c('chocolate-covered', 'Chocolate Covered', 'chocolate', 40, 'Pretzels, nuts and fruit enrobed in chocolate.'),

  c('lollipops', 'Lollipops & Hard Candy', 'root', 320, 'Swirl pops, classic lollipops and old-fashioned hard candy.', {
    menuTextColor: '#c2185b',
    pageLink: '/category/lollipops',
    banner: {
      title: 'Build a Lollipop Box',
      textLink: '/lollipops/build-a-box',
      linkText: 'Start your box',
      image: '/images/categories/banner-lollipops.svg',
    },
  }),
  c('lollipops-classic', 'Lollipops', 'lollipops', 340, 'Hand-poured lollipops in bright fruit flavours.'),
  c('swirl-pops', 'Swirl Pops', 'lollipops-classic', 300, 'Big, bright swirl pops, twisted by hand.'),
  c('hard-candy', 'Hard Candy', 'lollipops', 50, 'Drops, buttons and ribbon candy from old family recipes.'),
  c('lollipops-custom-mix', 'Lollipop Build a Box', 'lollipops', 280, 'Pick your own lollipop flavours.', { pageLink: '/lollipops/build-a-box' }),

  c('gifts', 'Gifts', 'root', 200, 'Gift boxes, towers and baskets for every occasion.', {
    menuTextColor: '#1b5e20',
    banner: {
      title: 'Gifts They Will Remember',
      textLink: '/category/gifts-occasion',
      linkText: 'Shop by occasion',
      image: '/images/categories/banner-gifts.svg',
    },
  }),
  c('gifts-occasion', 'By Occasion', 'gifts', 190, 'Sweet gifts for birthdays, thanks and holidays.'),
  c('birthday', 'Birthday', 'gifts-occasion', 180, 'Birthday gifts that make the day.'),
  c('thank-you', 'Thank You', 'gifts-occasion', 170, 'Say thanks with chocolate.'),
  c('holiday', 'Holiday', 'gifts-occasion', 160, 'Seasonal gifts and holiday favourites.'),
  c('gifts-price', 'By Price', 'gifts', 210, 'Gifts to suit every budget.'),
  c('gifts-under-25', 'Under $25', 'gifts-price', 215, 'Little luxuries under $25.'),
  c('gifts-25-50', '$25 to $50', 'gifts-price', 220, 'Gifts from $25 to $50.'),
  c('gifts-over-50', 'Over $50', 'gifts-price', 225, 'Show-stopping gifts over $50.'),
  c('corporate-gifts', 'Business Gifts', 'gifts', 230, 'Cases and tins for clients, teams and events.'),

  c('custom-mixes', 'Custom Mixes', 'root', 260, 'Build a box with exactly the candy you love.', { pageLink: '/build-a-box' }),
  c('build-a-box', 'Build a Box', 'custom-mixes', 250, 'Choose a box, then fill it with your favourite pieces.', { pageLink: '/build-a-box' }),
  c('custom-mix-pieces', 'Pick & Mix Pieces', 'custom-mixes', 270, 'Every piece you can put in a custom box.'),

  c('gift-cards', 'Gift Cards', 'root', 140, 'Plastic and electronic gift cards, redeemable online and in our shops.', { pageLink: '/e-gift-cards' }),

  c('sale', 'Sale', 'root', 0, 'Sweet deals on favourites while they last.', { menuTextColor: '#d32f2f' }),

  c('order-forms', 'Sales Materials', 'root', 100, 'Free order forms, brochures and posters for fundraising and business customers.', { showInMenu: false }),
];
