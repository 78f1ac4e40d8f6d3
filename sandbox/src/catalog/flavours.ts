import type { FamilyId } from './products-data.ts';

/**
 * What a product image looks like, read from the product's family and the words of its name: the kind
 * of candy drawn and the colours of its flavour ("Midnight Mint Truffles" are dark chocolate with mint
 * green and white, "Raspberry Dark Bar" is dark chocolate with red-pink). Pure and deterministic.
 */

export type ArtKind =
  'truffle' | 'bar' | 'bark' | 'box' | 'cluster' | 'lollipop' | 'drop' | 'gummy' | 'giftSet' | 'giftCard' | 'paper';

/** How a flavour shows on a chocolate's top. */
export type Topping = 'drizzle' | 'dust' | 'flakes' | 'nuts' | 'sprinkles' | 'swirl';

export interface Palette {
  /** The candy itself: the chocolate of a truffle, bar or box, the sugar of a lollipop or drop. */
  body: string;
  /** The flavour's colour: drizzle, filling, swirl, inclusions. */
  accent: string;
  /** The flavour's second colour (mint's white, watermelon's green); the accent when it has none. */
  accent2: string;
  /** The box, sleeve or tin the product comes in. */
  pack: string;
  topping: Topping;
  /** Many colours at once (rainbow, birthday, fruit mixes). */
  multi: boolean;
}

export const CHOCOLATE = { dark: '#3b2116', milk: '#7a4a2b', white: '#efe2c6' } as const;

/** Colours a rainbow or fruit mix cycles through. */
export const MULTI_COLOURS = ['#e63946', '#f4a261', '#f6d743', '#52b788', '#3a86ff', '#9d4edd'];

interface FlavourRule {
  words: RegExp;
  accent: string;
  accent2?: string;
  topping?: Topping;
  /** The chocolate or sugar the flavour brings when the name names none (cookies & cream is white). */
  body?: string;
  multi?: boolean;
}

/** First matching rule gives the flavour; the order puts the specific words first ("blue raspberry" before "raspberry"). */
const FLAVOURS: FlavourRule[] = [
  { words: /\bblue raspberry\b/, accent: '#2f86de', accent2: '#bfe0ff' },
  { words: /\b(peppermint|candy cane)\b/, accent: '#d62839', accent2: '#ffffff', topping: 'flakes' },
  { words: /\bmint\b/, accent: '#7fd1a8', accent2: '#ffffff', topping: 'drizzle' },
  { words: /\braspberr(y|ies)\b/, accent: '#d6336c', accent2: '#f48fb1', topping: 'drizzle' },
  { words: /\bstrawberr(y|ies)\b/, accent: '#e63950', accent2: '#4f9d3a', topping: 'drizzle' },
  { words: /\bcherr(y|ies)\b/, accent: '#b0102c', accent2: '#e8526a', topping: 'drizzle' },
  { words: /\bwatermelon\b/, accent: '#f25c72', accent2: '#4caf50' },
  { words: /\b(sour )?apple\b/, accent: '#8cc63f', accent2: '#d8f0a8' },
  { words: /\bgrape\b/, accent: '#7b3fa0', accent2: '#c49be0' },
  { words: /\borange\b/, accent: '#f28a24', accent2: '#ffd09a', topping: 'drizzle' },
  { words: /\blemon\b/, accent: '#f5d33b', accent2: '#fff4b0', topping: 'drizzle' },
  { words: /\b(sea salt|salted)\b/, accent: '#c98a3e', accent2: '#ffffff', topping: 'flakes' },
  {
    words: /\b(caramels?|butterscotch|toffee|turtle|fudge)\b/,
    accent: '#c98a3e',
    accent2: '#e8b872',
    topping: 'drizzle',
  },
  { words: /\b(espresso|coffee|mocha)\b/, accent: '#5a3624', accent2: '#d9b48f', topping: 'dust' },
  { words: /\b(hazelnuts?|almonds?|pecans?|peanuts?|nuts?)\b/, accent: '#b07a45', accent2: '#e0b583', topping: 'nuts' },
  { words: /\bcoconut\b/, accent: '#fbf7ee', accent2: '#e9dcc2', topping: 'flakes' },
  { words: /\bcookies\b/, accent: '#2a211d', accent2: '#ffffff', topping: 'flakes', body: CHOCOLATE.white },
  { words: /\bhoneycomb\b/, accent: '#e9a83a', accent2: '#f7d58c', topping: 'flakes' },
  { words: /\bchampagne\b/, accent: '#e6cf8f', accent2: '#fff3cf', topping: 'dust' },
  { words: /\bvanilla\b/, accent: '#f3e6c4', accent2: '#ffffff', topping: 'swirl' },
  { words: /\b(birthday|rainbow|confetti)\b/, accent: '#e84a8a', topping: 'sprinkles', multi: true },
  { words: /\b(fruit|sours|animal)\b/, accent: '#e63946', multi: true },
  { words: /\b(valentine'?s|heart)\b/, accent: '#c8102e', accent2: '#f7c6d0', topping: 'drizzle' },
  { words: /\b(holiday|advent|easter)\b/, accent: '#1f6b3a', accent2: '#c8102e' },
  { words: /\broot beer\b/, accent: '#7a3a1a', accent2: '#e9c79a' },
  { words: /\bcinnamon\b/, accent: '#c0392b', accent2: '#f08070' },
  { words: /\banise\b/, accent: '#2b2b2b', accent2: '#777777' },
  { words: /\bhorehound\b/, accent: '#6b3a1e', accent2: '#b87a4b' },
  { words: /\brock candy\b/, accent: '#bfe3f7', accent2: '#ffffff' },
  { words: /\b(pretzels?|graham|chips)\b/, accent: '#c48a4a', accent2: '#e9c58f', topping: 'drizzle' },
  { words: /\bmarshmallows?\b/, accent: '#fbf7f2', accent2: '#ffffff', topping: 'drizzle' },
];

/** Kinds whose body is sugar in the flavour's colour rather than chocolate. */
const SUGAR_KINDS: ReadonlySet<ArtKind> = new Set(['lollipop', 'drop', 'gummy']);

/** The kind of candy a product's images show. */
export function artKind(family: FamilyId, name: string): ArtKind {
  const words = name.toLowerCase();
  switch (family) {
    case 'truffle':
    case 'piece':
      return 'truffle';
    case 'assortment':
    case 'fudge':
      return 'box';
    case 'bar':
      return /\bbark\b/.test(words) ? 'bark' : 'bar';
    case 'covered':
      return 'cluster';
    case 'lollipop':
    case 'popPiece':
      return 'lollipop';
    case 'hardCandy':
      return /\b(sours|gumm(y|ies)|jelly)\b/.test(words) ? 'gummy' : 'drop';
    case 'gift':
      return 'giftSet';
    case 'giftCard':
      return 'giftCard';
    case 'collateral':
      return 'paper';
  }
}

/**
 * The colours of a product's images from the words of its names, the first name first (a colour
 * variant's "Blue Raspberry" before the product's "Strawberry Lollipops"): the chocolate from "dark",
 * "milk" or "white", the flavour from the table above.
 */
export function flavourPalette(kind: ArtKind, ...names: string[]): Palette {
  const all = names.map((name) => name.toLowerCase().replace(/[’]/g, "'"));
  const words = all.join(' ');
  const rule = all.map((name) => FLAVOURS.find((candidate) => candidate.words.test(name))).find(Boolean);
  const chocolate = /\b(dark|midnight)\b|\d{2}%/.test(words)
    ? CHOCOLATE.dark
    : /\bwhite\b/.test(words)
      ? CHOCOLATE.white
      : /\bmilk\b/.test(words)
        ? CHOCOLATE.milk
        : undefined;
  const sugar = SUGAR_KINDS.has(kind);
  const accent = rule?.accent ?? (sugar ? '#e8508a' : '#c98a3e');
  const body = sugar ? accent : (chocolate ?? rule?.body ?? CHOCOLATE.milk);
  // Near-white flavours (coconut, vanilla) would vanish on a white box: those boxes are chocolate brown.
  const pack =
    kind === 'giftCard' ? (rule?.accent ?? '#8c1c2c') : rule && luminance(rule.accent) < 0.8 ? rule.accent : '#5b2a1c';
  return {
    body,
    accent,
    accent2: rule?.accent2 ?? (sugar ? '#ffffff' : accent),
    pack,
    topping: rule?.topping ?? (body === CHOCOLATE.dark ? 'dust' : 'swirl'),
    multi: rule?.multi ?? false,
  };
}

export function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Relative lightness from 0 (black) to 1 (white), enough to pick a contrasting shade. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** `a` blended towards `b` by `t` (0–1), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const from = rgb(a);
  const to = rgb(b);
  return `#${from
    .map((channel, index) =>
      Math.round(channel + (to[index]! - channel) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);
