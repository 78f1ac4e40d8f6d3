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
}

const c = (
  id: string,
  name: string,
  parentId: string | null,
  description: string,
  extra: Partial<Pick<CategorySpec, 'showInMenu' | 'menuTextColor' | 'pageLink' | 'banner'>> = {},
): CategorySpec => ({ id, name, parentId, description, showInMenu: extra.showInMenu ?? true, ...extra });

export const CATEGORY_SPECS: CategorySpec[] = [
  c('root', 'Sweet Shop', null, 'Handmade chocolates, lollipops, hard candy and gifts.'),

  c(
    'chocolate',
    'Chocolate',
    'root',
    'Boxed chocolates, truffles, bars and chocolate-covered treats made in our own kitchens.',
    {
      menuTextColor: '#3b2314',
      banner: {
        title: 'Truffle Season',
        textLink: '/category/truffles',
        linkText: 'Shop truffles',
        image: '/images/categories/banner-truffles.svg',
      },
    },
  ),
  c('chocolate-boxes', 'Boxed Chocolates', 'chocolate', 'Classic boxed chocolates in every size, ready to give.'),
  c('truffles', 'Truffles', 'chocolate-boxes', 'Silky ganache truffles in dark and milk chocolate.'),
  c(
    'dark-truffles',
    'Dark Chocolate Truffles',
    'truffles',
    'Intense dark chocolate truffles with bright, bold centres.',
  ),
  c('milk-truffles', 'Milk Chocolate Truffles', 'truffles', 'Creamy milk chocolate truffles for every sweet tooth.'),
  c('assortments', 'Assortments', 'chocolate-boxes', 'Mixed boxes of creams, chews and nuts.'),
  c('chocolate-bars', 'Bars & Bark', 'chocolate', 'Chocolate bars and bark, snapped by hand.'),
  c('chocolate-covered', 'Chocolate Covered', 'chocolate', 'Pretzels, nuts and fruit enrobed in chocolate.'),

  c('lollipops', 'Lollipops & Hard Candy', 'root', 'Swirl pops, classic lollipops and old-fashioned hard candy.', {
    menuTextColor: '#c2185b',
    pageLink: '/category/lollipops',
    banner: {
      title: 'Build a Lollipop Box',
      textLink: '/lollipops/build-a-box?piece=40102',
      linkText: 'Start your box',
      image: '/images/categories/banner-lollipops.svg',
    },
  }),
  c('lollipops-classic', 'Lollipops', 'lollipops', 'Hand-poured lollipops in bright fruit flavours.'),
  c('swirl-pops', 'Swirl Pops', 'lollipops-classic', 'Big, bright swirl pops, twisted by hand.'),
  c('hard-candy', 'Hard Candy', 'lollipops', 'Drops, buttons and ribbon candy from old family recipes.'),
  c('lollipops-custom-mix', 'Lollipop Build a Box', 'lollipops', 'Pick your own lollipop flavours.', {
    pageLink: '/lollipops/build-a-box?piece=40102',
  }),

  c('gifts', 'Gifts', 'root', 'Gift boxes, towers and baskets for every occasion.', {
    menuTextColor: '#6b4226',
    banner: {
      title: 'Gifts They Will Remember',
      textLink: '/category/gifts-occasion',
      linkText: 'Shop by occasion',
      image: '/images/categories/banner-gifts.svg',
    },
  }),
  c('gifts-occasion', 'By Occasion', 'gifts', 'Sweet gifts for birthdays, thanks and holidays.'),
  c('birthday', 'Birthday', 'gifts-occasion', 'Birthday gifts that make the day.'),
  c('thank-you', 'Thank You', 'gifts-occasion', 'Say thanks with chocolate.'),
  c('holiday', 'Holiday', 'gifts-occasion', 'Seasonal gifts and holiday favourites.'),
  c('gifts-price', 'By Price', 'gifts', 'Gifts to suit every budget.'),
  c('gifts-under-25', 'Under $25', 'gifts-price', 'Little luxuries under $25.'),
  c('gifts-25-50', '$25 to $50', 'gifts-price', 'Gifts from $25 to $50.'),
  c('gifts-over-50', 'Over $50', 'gifts-price', 'Show-stopping gifts over $50.'),
  c('corporate-gifts', 'Business Gifts', 'gifts', 'Cases and tins for clients, teams and events.'),

  // The menu opens the builders with their box preselected (`?piece=`), as tiles and product pages do (catalog §2).
  c('custom-mixes', 'Custom Mixes', 'root', 'Build a box with exactly the candy you love.', {
    pageLink: '/build-a-box?piece=40101',
  }),
  c('build-a-box', 'Build a Box', 'custom-mixes', 'Choose a box, then fill it with your favourite pieces.', {
    pageLink: '/build-a-box?piece=40101',
  }),
  c('custom-mix-pieces', 'Pick & Mix Pieces', 'custom-mixes', 'Every piece you can put in a custom box.'),
  // The builders' candy categories (step 2 of a custom mix), not in the menu.
  c('mix-caramels-chews', 'Caramels & Chews', 'custom-mix-pieces', 'Soft caramels, turtles and crunches.', {
    showInMenu: false,
  }),
  c('mix-creams', 'Creams', 'custom-mix-pieces', 'Fruit, mint and buttercream centres.', { showInMenu: false }),
  c('mix-nuts-clusters', 'Nuts & Clusters', 'custom-mix-pieces', 'Hazelnut clusters and coconut haystacks.', {
    showInMenu: false,
  }),
  c('mix-mini-pops', 'Mini Pops', 'custom-mix-pieces', 'Little lollipops for the lollipop box.', { showInMenu: false }),

  c('gift-cards', 'Gift Cards', 'root', 'Plastic and electronic gift cards, redeemable online and in our shops.', {
    pageLink: '/e-gift-cards',
  }),

  c('sale', 'Sale', 'root', 'Sweet deals on favourites while they last.', { menuTextColor: '#9c1149' }),

  c(
    'order-forms',
    'Sales Materials',
    'root',
    'Free order forms, brochures and posters for fundraising and business customers.',
    { showInMenu: false },
  ),
];
