/**
 * The custom-mix builders' I/O (catalog spec §4 "Custom-mix builder"): the builder's boxes, candy
 * categories and candies from the catalog; the boxes in progress in the server session (several at
 * once, each under a storage id); putting a full box into the bag as one line with `c_customMix`
 * (or replacing the bag line it was opened from), with each candy's stock checked first.
 */
import { randomBytes } from 'node:crypto';
import { redirect, type RouterContextProvider } from 'react-router';
import { isBuyable } from '~/models/availability.ts';
import { itemCount, shippingShipmentId, type Basket } from '~/models/basket.ts';
import { CUSTOM_MIX_BOXES_PER_SESSION } from '~/models/catalog-constants.ts';
import {
  boxRules,
  BUILDERS,
  candyStock,
  candyStockProblem,
  CUSTOM_MIX_PIECES_CATEGORY,
  customMixValue,
  boxCandyIds,
  keepRecentBoxes,
  parseCustomMix,
  STORAGE_ID,
  boxProgress,
  builderKindOfPath,
  helpHint,
  stepHref,
  stepNeeded,
  type BoxInProgress,
  type BoxProgress,
  type BuilderStep,
  type BoxRules,
  type Builder,
  type BuilderKind,
} from '~/models/custom-mix.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { variationLabel, type Product, type ProductImage } from '~/models/product.ts';
import { BagProblem } from './bag.server.ts';
import type { RequestBasket } from './basket.server.ts';
import {
  catalogScope,
  freshProducts,
  getCategory,
  getProducts,
  searchProducts,
  type CatalogScope,
} from './catalog.server.ts';
import { shopperFacingProblem } from './commerce-errors.server.ts';
import { shopperSession } from './session-middleware.server.ts';
import type { ShopperSession } from './session.server.ts';

/** A size or weight of a box, as step 1 offers it. */
export interface BoxOption {
  variantId: string;
  label: string;
  price: number;
  orderable: boolean;
}

export interface BoxChoice {
  id: string;
  name: string;
  image?: ProductImage;
  options: BoxOption[];
}

export interface Candy {
  pid: string;
  name: string;
  categoryId: string;
  image?: ProductImage;
  available: boolean;
}

export interface BuilderCatalog {
  builder: Builder;
  currency: string;
  boxes: BoxChoice[];
  categories: Array<{ id: string; name: string }>;
  candies: Candy[];
  /** The box products' custom-mix settings, by box id. */
  settings: Record<string, Product['customMix']>;
}

const SEARCH_LIMIT = 48;

async function categoryProducts(scope: CatalogScope, categoryId: string): Promise<Product[]> {
  const found = await searchProducts(scope, { refine: [`cgid=${categoryId}`], offset: 0, limit: SEARCH_LIMIT });
  return getProducts(
    scope,
    found.hits.map((hit) => hit.id),
  );
}

/** The builder's boxes (its category's custom-mix boxes), their candies and the candies' categories. */
export async function builderCatalog(scope: CatalogScope, kind: BuilderKind): Promise<BuilderCatalog> {
  const builder = BUILDERS[kind];
  const [boxProducts, pieces] = await Promise.all([
    categoryProducts(scope, builder.boxCategoryId),
    categoryProducts(scope, CUSTOM_MIX_PIECES_CATEGORY),
  ]);
  const boxes = boxProducts.filter((product) => product.flags.isCustomMix && product.customMix?.code === builder.code);
  const candies = pieces
    .filter((product) => product.flags.isCustomMixPiece && product.customMix?.code === builder.code)
    .map((product): Candy => ({
      pid: product.id,
      name: product.name,
      categoryId: product.primaryCategoryId ?? CUSTOM_MIX_PIECES_CATEGORY,
      ...(product.images[0] ? { image: product.images[0] } : {}),
      available: product.orderable && isBuyable(product) && (product.stock === null || product.stock > 0),
    }));
  const categoryIds = [...new Set(candies.map((candy) => candy.categoryId))];
  const categories = await Promise.all(
    categoryIds.map(async (id) => ({ id, name: (await getCategory(scope, id))?.name ?? id })),
  );
  return {
    builder,
    currency: scope.currency,
    boxes: boxes.map((box) => ({
      id: box.id,
      name: box.name,
      ...(box.images[0] ? { image: box.images[0] } : {}),
      options: box.variants.map((variant) => ({
        variantId: variant.productId,
        label: variationLabel(box, variant.variationValues) || box.name,
        price: variant.price ?? box.price,
        orderable: variant.orderable && isBuyable(box),
      })),
    })),
    categories,
    candies,
    settings: Object.fromEntries(boxes.map((box) => [box.id, box.customMix])),
  };
}

/** The rules of the box a shopper is building (catalog §5, §9). */
export function rulesOf(catalog: BuilderCatalog, box: Pick<BoxInProgress, 'boxId'> | null): BoxRules {
  return boxRules(box ? catalog.settings[box.boxId] : undefined, catalog.categories.length);
}

/** The box in progress under a storage id, when the session holds one for this builder. */
export function boxInProgress(
  session: ShopperSession,
  storageId: string | null | undefined,
  kind: BuilderKind,
): BoxInProgress | null {
  if (!storageId || !STORAGE_ID.test(storageId)) return null;
  const box = session.current?.boxes?.[storageId];
  return box && box.kind === kind ? box : null;
}

export const newStorageId = () => randomBytes(12).toString('base64url');

/** Saves a box in progress (the session keeps the most recent few). */
export async function saveBox(session: ShopperSession, box: BoxInProgress): Promise<void> {
  const saved = { ...box, updatedAt: Date.now() };
  await session.update((data) => ({
    ...data,
    boxes: keepRecentBoxes({ ...data.boxes, [saved.storageId]: saved }, CUSTOM_MIX_BOXES_PER_SESSION),
  }));
}

export async function dropBox(session: ShopperSession, storageId: string): Promise<void> {
  if (!session.current?.boxes?.[storageId]) return;
  await session.update((data) => {
    const { [storageId]: _dropped, ...boxes } = data.boxes ?? {};
    return { ...data, boxes };
  });
}

/**
 * Puts a full box into the bag: one line of the box's variant with `c_customMix`, or, for a box
 * opened from the bag, the line it came from replaced. The box's size and each candy must be in
 * stock now. Refusals are BagProblems. Answers the bag's new count.
 */
export async function putBoxInBag(
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  box: BoxInProgress,
  rules: BoxRules,
): Promise<number> {
  const entries = box.candies.filter((candy) => candy.qty > 0);
  const fresh = await freshProducts(scope, [box.variantId, ...entries.map((candy) => candy.pid)]);
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const variant = byId.get(box.variantId);
  if (!variant || !variant.orderable || !isBuyable(variant)) throw new BagProblem(MESSAGES.cannotAddToBag);

  const basket = box.editItemId ? await requestBasket.current() : await requestBasket.open();
  const line = box.editItemId ? basket?.productItems?.find((item) => item.itemId === box.editItemId) : undefined;
  if (box.editItemId && (!basket?.basketId || !line)) throw new BagProblem(BAG_MESSAGES.bagItemGone);
  const quantity = line?.quantity ?? 1;
  const stockProblem = candyStockProblem(entries, candyStock(fresh), quantity, rules.unitType);
  if (stockProblem) throw new BagProblem(stockProblem);

  const apis = await session.apis();
  const basketId = basket!.basketId!;
  const c_customMix = customMixValue(box);
  try {
    const updated = line
      ? await apis.baskets.updateItemInBasket({
          parameters: { basketId, itemId: line.itemId! },
          body: { productId: box.variantId, quantity, c_customMix } as never,
        })
      : await apis.baskets.addItemToBasket({
          parameters: { basketId },
          body: [
            { productId: box.variantId, quantity: 1, shipmentId: shippingShipmentId(basket), c_customMix },
          ] as never,
        });
    return itemCount(requestBasket.remember(updated as Basket));
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    throw new BagProblem(problem.detail ?? MESSAGES.cannotAddToBag);
  }
}

/**
 * A box line of the bag reopened in its builder (the bag's edit link): a new box in progress with the
 * line's candies, bound to the line. Null when the line is gone or is no custom mix.
 */
export async function boxFromBagLine(
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  itemId: string,
): Promise<BoxInProgress | null> {
  const line = (await requestBasket.current())?.productItems?.find((item) => item.itemId === itemId);
  const entries = parseCustomMix(line?.c_customMix);
  if (!line?.productId || !entries?.length) return null;
  const [variant] = await getProducts(scope, [line.productId]);
  const kind = (
    Object.values(BUILDERS).find((builder) => builder.code === variant?.customMix?.code) ?? BUILDERS.chocolate
  ).kind;
  const box: BoxInProgress = {
    storageId: newStorageId(),
    kind,
    boxId: variant?.masterId ?? line.productId,
    variantId: line.productId,
    categoryIds: [...new Set(entries.map((entry) => entry.categoryId))],
    candies: entries,
    editItemId: itemId,
    updatedAt: Date.now(),
  };
  await saveBox(session, box);
  return box;
}

/** What every step's page shows: the builder's catalog, the box in progress, its rules and progress. */
export interface BuilderPage {
  step: BuilderStep;
  catalog: BuilderCatalog;
  box: BoxInProgress | null;
  rules: BoxRules;
  progress: BoxProgress | null;
  hint: string;
}

/**
 * A step's loader: the builder of the path, the box named by `?box=`; a step the box is not ready
 * for sends the shopper to the step it needs (a box no longer in progress: back to step 1).
 */
export async function builderPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  step: BuilderStep,
): Promise<BuilderPage> {
  const url = new URL(request.url);
  const kind = builderKindOfPath(url.pathname);
  const catalog = await builderCatalog(catalogScope(context), kind);
  const box = boxInProgress(shopperSession(context), url.searchParams.get('box'), kind);
  const needed = stepNeeded(box, step);
  if (needed) throw redirect(stepHref(catalog.builder, needed, needed === 'base' ? undefined : box?.storageId));
  const rules = rulesOf(catalog, box);
  return { step, catalog, box, rules, progress: box ? boxProgress(box, rules) : null, hint: helpHint(rules) };
}

/** A step's action: the builder, its catalog and the posted box (null when the session holds no such box). */
export async function builderPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  storageId: string | undefined,
) {
  const kind = builderKindOfPath(new URL(request.url).pathname);
  const session = shopperSession(context);
  const scope = catalogScope(context);
  const catalog = await builderCatalog(scope, kind);
  const box = boxInProgress(session, storageId, kind);
  return { session, scope, catalog, box, rules: rulesOf(catalog, box) };
}

/** The names of the candies in a basket's or order's boxes, for its lines (catalog reads, cached). */
export async function candyNames(
  scope: CatalogScope,
  items: ReadonlyArray<{ c_customMix?: unknown }> | undefined,
): Promise<(pid: string) => string | undefined> {
  const ids = boxCandyIds(items);
  const names = new Map((await getProducts(scope, ids)).map((product) => [product.id, product.name]));
  return (pid) => names.get(pid);
}
