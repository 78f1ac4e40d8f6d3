/**
 * The custom-mix builder (catalog spec §3, §4 "Custom-mix builder", §5, §9): the box in progress,
 * its rules (capacity, unit increment, flavour limit, the even split, the full-box rule), the five
 * steps, one form schema per step, and the basket line's `c_customMix` value (checkout spec §3:
 * JSON with a box list of pid, qty, categoryId), which the bag, the order and reorder read back.
 */
import { isBuyable } from './availability.ts';
import {
  CUSTOM_MIX_CAPACITY,
  CUSTOM_MIX_FLAVOR_LIMIT,
  CUSTOM_MIX_SINGLE_CATEGORY_CAPACITY,
  CUSTOM_MIX_UNIT_INCREMENT,
} from './catalog-constants.ts';
import { MESSAGES } from './messages.ts';
import { PRODUCT_ID } from './product-paths.ts';
import type { CustomMixSettings, Product } from './product.ts';

/** The two builders: chocolate boxes (variation attribute candyWeightVariation) and lollipop boxes (size). */
export type BuilderKind = 'chocolate' | 'lollipop';

export interface Builder {
  kind: BuilderKind;
  /** Where the builder lives (catalog §2). */
  path: '/build-a-box' | '/lollipops/build-a-box';
  title: string;
  /** The category holding the builder's boxes. */
  boxCategoryId: string;
  /** The box's variation attribute (the size or weight chosen in step 1). */
  variationAttribute: 'candyWeightVariation' | 'size';
  /** The custom-mix code shared by the box and the candies that may go into it. */
  code: string;
}

export const BUILDERS: Record<BuilderKind, Builder> = {
  chocolate: {
    kind: 'chocolate',
    path: '/build-a-box',
    title: 'Build a Box',
    boxCategoryId: 'build-a-box',
    variationAttribute: 'candyWeightVariation',
    code: 'CHOC',
  },
  lollipop: {
    kind: 'lollipop',
    path: '/lollipops/build-a-box',
    title: 'Build a Lollipop Box',
    boxCategoryId: 'lollipops-custom-mix',
    variationAttribute: 'size',
    code: 'POP',
  },
};

/** The category holding every candy a custom mix may take; each candy's own (primary) category groups it. */
export const CUSTOM_MIX_PIECES_CATEGORY = 'custom-mix-pieces';

/** Catalog §2: the five steps, exact. */
export const BUILDER_STEPS = ['base', 'select-item', 'select-candies', 'set-quantities', 'review-box'] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

export const STEP_TITLES: Record<BuilderStep, string> = {
  base: 'Choose your box',
  'select-item': 'Choose your candy types',
  'select-candies': 'Pick your flavours',
  'set-quantities': 'Set the quantities',
  'review-box': 'Review your box',
};

/** One entry of the box list (checkout §3 `c_customMix`). */
export interface BoxEntry {
  pid: string;
  qty: number;
  categoryId: string;
}

/** The box in progress, kept in the server session under its storage id (catalog §3 "Custom mix state"). */
export interface BoxInProgress {
  storageId: string;
  kind: BuilderKind;
  /** The box product (master) chosen in step 1 and the variant of the chosen size or weight. */
  boxId: string;
  variantId: string;
  /** Step 2: the candy categories to choose from. */
  categoryIds: string[];
  /** Steps 3 and 4: the selected candies with their quantities (units), in the order selected. */
  candies: BoxEntry[];
  /** The bag line this box replaces (opened from the bag's edit link). */
  editItemId?: string;
  updatedAt: number;
}

/** The box's rules: how many units it holds, in steps of how many, with how many flavours at most. */
export interface BoxRules {
  capacity: number;
  increment: number;
  flavorLimit: number;
  /** What a unit is called in the progress text ("percent" of the box, or pieces). */
  unitType: string;
}

/**
 * Catalog §5, §9: the capacity is the product's maxPiecesUnits, else 100 units (30 when the builder's
 * candies come from one category); the increment the product's, else 5; the flavour limit the
 * product's, else the default — never more flavours than the box has increments.
 */
export function boxRules(settings: CustomMixSettings | undefined, categoryCount: number): BoxRules {
  const capacity =
    settings?.maxPiecesUnits ?? (categoryCount === 1 ? CUSTOM_MIX_SINGLE_CATEGORY_CAPACITY : CUSTOM_MIX_CAPACITY);
  const increment = Math.min(settings?.unitIncrement ?? CUSTOM_MIX_UNIT_INCREMENT, capacity);
  const flavorLimit = Math.max(
    1,
    Math.min(settings?.flavorLimit ?? CUSTOM_MIX_FLAVOR_LIMIT, Math.floor(capacity / increment)),
  );
  return { capacity, increment, flavorLimit, unitType: settings?.unitType ?? 'percent' };
}

/**
 * Catalog §4: the capacity split evenly across `count` flavours in steps of the increment; what does
 * not divide evenly goes, one increment each, to the first flavours. The amounts add up to the
 * capacity (rounded down to a whole number of increments).
 */
export function splitEvenly(count: number, rules: Pick<BoxRules, 'capacity' | 'increment'>): number[] {
  if (count <= 0) return [];
  const steps = Math.floor(rules.capacity / rules.increment);
  const base = Math.floor(steps / count);
  const extra = steps % count;
  return Array.from({ length: count }, (_, index) => (base + (index < extra ? 1 : 0)) * rules.increment);
}

export type BoxChange = { box: BoxInProgress } | { error: string };

export const flavorLimitMessage = (limit: number) => `You can choose up to ${limit} flavours for this box.`;
export const BOX_OVERFILLED = MESSAGES.boxOverfilled;
export const QUANTITY_STEP_MESSAGE = (increment: number) => `Please choose a quantity in steps of ${increment}.`;
export const BOX_NOT_FULL = MESSAGES.boxNotFull;
export const BOX_NOT_FOUND = MESSAGES.boxNotFound;

/**
 * Catalog §4: selecting a candy toggles it; the capacity is then split evenly across the selected
 * flavours (the shopper's quantities start over). More flavours than the limit are refused.
 */
export function toggleCandy(
  box: BoxInProgress,
  candy: { pid: string; categoryId: string },
  rules: BoxRules,
): BoxChange {
  const selected = box.candies.some((entry) => entry.pid === candy.pid);
  const remaining = selected
    ? box.candies.filter((entry) => entry.pid !== candy.pid)
    : [...box.candies, { pid: candy.pid, qty: 0, categoryId: candy.categoryId }];
  if (remaining.length > rules.flavorLimit) return { error: flavorLimitMessage(rules.flavorLimit) };
  const amounts = splitEvenly(remaining.length, rules);
  return { box: { ...box, candies: remaining.map((entry, index) => ({ ...entry, qty: amounts[index]! })) } };
}

/** Catalog §5: a candy's quantity: non-negative, in steps of the increment, the box never over its capacity. */
export function setCandyQuantity(box: BoxInProgress, pid: string, qty: number, rules: BoxRules): BoxChange {
  const entry = box.candies.find((candy) => candy.pid === pid);
  if (!entry) return { error: BOX_NOT_FOUND };
  if (!Number.isInteger(qty) || qty < 0 || qty % rules.increment !== 0)
    return { error: QUANTITY_STEP_MESSAGE(rules.increment) };
  if (boxFill(box) - entry.qty + qty > rules.capacity) return { error: BOX_OVERFILLED };
  return { box: { ...box, candies: box.candies.map((candy) => (candy.pid === pid ? { ...candy, qty } : candy)) } };
}

/** The − and + buttons: one increment down (never below 0) or up (never past the capacity). */
export function stepCandyQuantity(box: BoxInProgress, pid: string, direction: 1 | -1, rules: BoxRules): BoxChange {
  const entry = box.candies.find((candy) => candy.pid === pid);
  if (!entry) return { error: BOX_NOT_FOUND };
  return setCandyQuantity(box, pid, Math.max(0, entry.qty + direction * rules.increment), rules);
}

export const boxFill = (box: Pick<BoxInProgress, 'candies'>): number =>
  box.candies.reduce((sum, candy) => sum + candy.qty, 0);

/** Catalog §4: the box is full at 100 percent, and can be added only then. */
export const isBoxFull = (box: Pick<BoxInProgress, 'candies'>, rules: Pick<BoxRules, 'capacity'>): boolean =>
  boxFill(box) === rules.capacity;

export interface BoxProgress {
  filled: number;
  capacity: number;
  percent: number;
  full: boolean;
  /** The meter in words. */
  text: string;
}

export function boxProgress(
  box: Pick<BoxInProgress, 'candies'>,
  rules: Pick<BoxRules, 'capacity' | 'unitType'>,
): BoxProgress {
  const filled = boxFill(box);
  const percent = Math.min(100, Math.round((filled / rules.capacity) * 100));
  const units = rules.unitType === 'percent' ? '' : ` (${filled} of ${rules.capacity} pieces)`;
  const text = percent >= 100 ? `Your box is full${units}.` : `Your box is ${percent}% full${units}.`;
  return { filled, capacity: rules.capacity, percent, full: filled === rules.capacity, text };
}

/** The help hint shown with the builder. */
export function helpHint(rules: BoxRules): string {
  return `Tip: pick up to ${rules.flavorLimit} flavours and we split the box evenly between them; then fine-tune each in steps of ${rules.increment}.`;
}

/**
 * The first step the box still lacks, for a step asked for too early: no box chosen → base, no
 * category → select-item, no candy → select-candies.
 */
export function stepNeeded(box: BoxInProgress | null, step: BuilderStep): BuilderStep | null {
  const order = BUILDER_STEPS.indexOf(step);
  if (order > 0 && (!box || !box.variantId)) return 'base';
  if (order > 1 && !box!.categoryIds.length) return 'select-item';
  if (order > 2 && !box!.candies.length) return 'select-candies';
  return null;
}

/** Checkout §3: the line's custom field, `{"box":[{"pid","qty","categoryId"}]}` (candies at 0 left out). */
export function customMixValue(box: Pick<BoxInProgress, 'candies'>): string {
  return JSON.stringify({
    box: box.candies.filter((candy) => candy.qty > 0).map(({ pid, qty, categoryId }) => ({ pid, qty, categoryId })),
  });
}

/** The box list of a line's `c_customMix`, or null when the line is no custom mix (or the value is not one). */
export function parseCustomMix(raw: unknown): BoxEntry[] | null {
  if (typeof raw !== 'string' || !raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const box = (parsed as { box?: unknown } | null)?.box;
  if (!Array.isArray(box) || box.length > 100) return null;
  const valid = box.every((entry: Partial<BoxEntry> | null) => {
    if (!entry || typeof entry !== 'object') return false;
    const { pid, qty, categoryId } = entry;
    return (
      typeof pid === 'string' &&
      PRODUCT_ID.test(pid) &&
      Number.isInteger(qty) &&
      qty! >= 0 &&
      typeof categoryId === 'string' &&
      categoryId.length > 0 &&
      categoryId.length <= 100
    );
  });
  return valid ? box.map(({ pid, qty, categoryId }: BoxEntry) => ({ pid, qty, categoryId })) : null;
}

/**
 * Catalog spec §4 "Custom-mix builder": the stock of each candy counts. A candy that is out of stock (not orderable, or
 * none left) stops the box; for pieces counted one by one, the box quantity times its count must be in stock.
 */
export function candyStockProblem(
  candies: readonly BoxEntry[],
  stock: ReadonlyMap<string, { name: string; orderable: boolean; stock: number | null }>,
  boxQuantity: number,
  unitType: string,
): string | null {
  for (const candy of candies) {
    if (candy.qty <= 0) continue;
    const found = stock.get(candy.pid);
    const needed = unitType === 'percent' ? 1 : candy.qty * boxQuantity;
    if (!found || !found.orderable || (found.stock !== null && found.stock < needed)) {
      return `Sorry, ${found?.name ?? 'one of your flavours'} is out of stock. Please choose another flavour.`;
    }
  }
  return null;
}

/** What candyStockProblem reads of the candies (read fresh): each one's name, whether it can be sold and how many are left. */
export function candyStock(
  products: readonly Product[],
): Map<string, { name: string; orderable: boolean; stock: number | null }> {
  return new Map(
    products.map((product) => [
      product.id,
      { name: product.name, orderable: product.orderable && isBuyable(product), stock: product.stock },
    ]),
  );
}

/** A new box in progress, or the one the session holds under the storage id. */
export function startBox(
  kind: BuilderKind,
  storageId: string,
  boxId: string,
  variantId: string,
  now: number,
): BoxInProgress {
  return { storageId, kind, boxId, variantId, categoryIds: [], candies: [], updatedAt: now };
}

/** Keeps at most `max` boxes in progress: the least recently changed go first. */
export function keepRecentBoxes(boxes: Record<string, BoxInProgress>, max: number): Record<string, BoxInProgress> {
  const kept = Object.values(boxes)
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, max);
  return Object.fromEntries(kept.map((box) => [box.storageId, box]));
}

/** A storage id as it appears in a URL (`?box=`). */
export const STORAGE_ID = /^[A-Za-z0-9_-]{8,32}$/;

/** A step's address: `/build-a-box/select-candies?box={storageId}`. */
export function stepHref(builder: Pick<Builder, 'path'>, step: BuilderStep, storageId?: string): string {
  return `${builder.path}/${step}${storageId ? `?box=${encodeURIComponent(storageId)}` : ''}`;
}

/** Which builder a path belongs to: lollipop categories use their own (catalog §2). */
export const builderKindOfPath = (pathname: string): BuilderKind =>
  pathname.startsWith('/lollipops/') ? 'lollipop' : 'chocolate';

/** A box line's content as the bag, the checkout and the order show it. */
export interface BoxContent {
  pid: string;
  name: string;
  qty: number;
}

/** The content of a line's `c_customMix` with the candies' names (the id where the name is not known); null for other lines. */
export function boxContents(raw: unknown, nameOf: (pid: string) => string | undefined): BoxContent[] | null {
  const entries = parseCustomMix(raw);
  return entries
    ? entries.map((entry) => ({ pid: entry.pid, name: nameOf(entry.pid) ?? entry.pid, qty: entry.qty }))
    : null;
}

/** The candy ids a basket's or order's lines hold in boxes (to read their names with the lines' products). */
export function boxCandyIds(items: ReadonlyArray<{ c_customMix?: unknown }> | undefined): string[] {
  return (items ?? []).flatMap((item) => (parseCustomMix(item.c_customMix) ?? []).map((entry) => entry.pid));
}

/** The bag's edit link of a box line: the line reopens in its builder. */
export const boxEditHref = (itemId: string) => `/build-a-box?edit=${encodeURIComponent(itemId)}`;

/** Where a custom-mix box is built, that box preselected (`?piece=`): tiles' "Create a Box", the product page's "Start a custom mix". */
export function builderHref(product: {
  id: string;
  customMix?: { code: string } | undefined;
  primaryCategoryId?: string | undefined;
}): string {
  const kind =
    product.customMix?.code === BUILDERS.lollipop.code || product.primaryCategoryId === BUILDERS.lollipop.boxCategoryId
      ? 'lollipop'
      : 'chocolate';
  return `${BUILDERS[kind].path}?piece=${encodeURIComponent(product.id)}`;
}
