import type { FamilyId, VariationScheme } from './products-data.ts';

/** What a product family has in common: heat sensitivity, ingredients and copy (its look: catalog/flavours.ts). */
export interface Family {
  meltable: boolean;
  brand: string;
  ingredients: string;
  tagline: string;
  /** Sentences for the long description; long products use all of them. */
  story: string[];
}

const CHOCOLATE_STORY = [
  'Every batch is tempered by hand in small copper kettles, then finished by our candy makers one piece at a time.',
  'We source our cocoa from partner farms and roast it gently so the chocolate keeps its bright, fruity notes.',
  'Packed the day it ships in a keepsake box, it makes an easy gift or a well-earned treat for yourself.',
  'Store in a cool, dry place away from sunlight and enjoy within six weeks for the best flavour and snap.',
];

const CANDY_STORY = [
  'Our candy makers cook each batch in open kettles, pull it by hand and cut every piece while it is still warm.',
  'Made with pure cane sugar and natural flavours, with no shortcuts and nothing artificial you would not expect.',
  'Bright colours and big flavour make them a favourite for parties, stocking stuffers and candy dishes alike.',
  'Individually wrapped to stay fresh for months, so you can share them whenever the moment calls for something sweet.',
];

export const FAMILIES: Record<FamilyId, Family> = {
  truffle: {
    meltable: true,
    brand: 'Sweet Shop',
    ingredients:
      'Chocolate (sugar, cocoa mass, cocoa butter, milk fat, soy lecithin, vanilla), cream, butter, glucose syrup, natural flavours.',
    tagline: 'silky ganache truffles, hand-rolled and dusted in cocoa',
    story: CHOCOLATE_STORY,
  },
  assortment: {
    meltable: true,
    brand: 'Sweet Shop',
    ingredients:
      'Milk chocolate (sugar, whole milk powder, cocoa butter, cocoa mass, soy lecithin, vanilla), dark chocolate, caramel (sugar, cream, butter), almonds, pecans, hazelnuts, natural flavours.',
    tagline: 'a hand-packed box of our favourite creams, chews and nuts',
    story: CHOCOLATE_STORY,
  },
  bar: {
    meltable: true,
    brand: 'Sweet Shop',
    ingredients: 'Chocolate (cocoa mass, sugar, cocoa butter, soy lecithin, vanilla).',
    tagline: 'a thick, snappy bar poured in our kitchen',
    story: CHOCOLATE_STORY,
  },
  covered: {
    meltable: true,
    brand: 'Sweet Shop',
    ingredients:
      'Milk chocolate (sugar, cocoa butter, whole milk powder, cocoa mass, soy lecithin), filling, confectioner’s glaze.',
    tagline: 'crunchy, fruity or chewy centres enrobed in chocolate',
    story: CHOCOLATE_STORY,
  },
  lollipop: {
    meltable: false,
    brand: 'Lolly & Co.',
    ingredients: 'Sugar, corn syrup, citric acid, natural flavours, colours from fruit and vegetable juice.',
    tagline: 'a hand-poured lollipop bursting with fruit flavour',
    story: CANDY_STORY,
  },
  hardCandy: {
    meltable: false,
    brand: 'Sweet Shop',
    ingredients: 'Sugar, corn syrup, natural flavours, citric acid.',
    tagline: 'old-fashioned hard candy from a family recipe',
    story: CANDY_STORY,
  },
  gift: {
    meltable: true,
    brand: 'Sweet Shop',
    ingredients: 'Assorted chocolates and candies; see each component for its ingredients.',
    tagline: 'a ribbon-tied gift filled with our best sellers',
    story: CHOCOLATE_STORY,
  },
  piece: {
    meltable: true,
    brand: 'Sweet Shop',
    ingredients: 'Chocolate (sugar, cocoa mass, cocoa butter, soy lecithin), filling, natural flavours.',
    tagline: 'a single piece for your custom chocolate box',
    story: CHOCOLATE_STORY,
  },
  popPiece: {
    meltable: false,
    brand: 'Lolly & Co.',
    ingredients: 'Sugar, corn syrup, citric acid, natural flavours, colours from fruit and vegetable juice.',
    tagline: 'a mini pop for your custom lollipop box',
    story: CANDY_STORY,
  },
  giftCard: {
    meltable: false,
    brand: 'Sweet Shop',
    ingredients: '',
    tagline: 'the gift of choice, redeemable online and in every Sweet Shop',
    story: ['Gift cards never expire and carry no fees.', 'Balances can be checked online at any time.'],
  },
  collateral: {
    meltable: false,
    brand: 'Sweet Shop',
    ingredients: '',
    tagline: 'free sales material for fundraising and business customers',
    story: [
      'Printed in full colour and shipped free with your next order.',
      'Quantities are limited per order so every group gets what it needs.',
    ],
  },
  fudge: {
    meltable: true,
    brand: 'Sweet Shop',
    ingredients: 'Sugar, cream, butter, chocolate (cocoa mass, sugar, cocoa butter), corn syrup, vanilla, salt.',
    tagline: 'creamy fudge cut to order at the counter of your local shop',
    story: CHOCOLATE_STORY,
  },
};

export interface VariationValueSpec {
  value: string;
  name: string;
  /** Price multiplier on the base price (sizes), or an amount added (wraps). */
  multiplier?: number;
  add?: number;
  /** Weight in ounces, for price per unit. */
  ounces?: number;
}

export interface VariationAttributeSpec {
  id: string;
  name: string;
  values: VariationValueSpec[];
}

const SIZES: VariationAttributeSpec = {
  id: 'size',
  name: 'Size',
  values: [
    { value: '8oz', name: '8 oz', multiplier: 1, ounces: 8 },
    { value: '1lb', name: '1 lb', multiplier: 1.85, ounces: 16 },
    { value: '2lb', name: '2 lb', multiplier: 3.4, ounces: 32 },
  ],
};

const WRAPS: VariationAttributeSpec = {
  id: 'wrap',
  name: 'Gift Wrap',
  values: [
    { value: 'standard', name: 'Standard Box', add: 0 },
    { value: 'gift', name: 'Gift Wrapped', add: 5 },
  ],
};

const COLORS: VariationAttributeSpec = {
  id: 'color',
  name: 'Flavor',
  values: [
    { value: 'cherry', name: 'Cherry Red' },
    { value: 'blue-raspberry', name: 'Blue Raspberry' },
    { value: 'rainbow', name: 'Rainbow' },
  ],
};

const POP_PACKS: VariationAttributeSpec = {
  id: 'size',
  name: 'Size',
  values: [
    { value: 'single', name: 'Single', multiplier: 1 },
    { value: '6-pack', name: '6 Pack', multiplier: 5.2 },
  ],
};

const CANDY_WEIGHTS: VariationAttributeSpec = {
  id: 'candyWeightVariation',
  name: 'Box Size',
  values: [
    { value: '1lb', name: '1 lb Box', multiplier: 1, ounces: 16 },
    { value: '2lb', name: '2 lb Box', multiplier: 1.9, ounces: 32 },
    { value: '3lb', name: '3 lb Box', multiplier: 2.75, ounces: 48 },
  ],
};

const POP_COUNTS: VariationAttributeSpec = {
  id: 'size',
  name: 'Size',
  values: [
    { value: '12ct', name: '12 Count', multiplier: 1 },
    { value: '24ct', name: '24 Count', multiplier: 1.85 },
  ],
};

export const VARIATION_SCHEMES: Record<VariationScheme, VariationAttributeSpec[]> = {
  'size-wrap': [SIZES, WRAPS],
  size: [SIZES],
  wrap: [WRAPS],
  'color-size': [COLORS, POP_PACKS],
  'candy-weight': [CANDY_WEIGHTS],
  'pop-count': [POP_COUNTS],
};
