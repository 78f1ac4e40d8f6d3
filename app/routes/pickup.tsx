import { data, redirect } from 'react-router';
import type { Route } from './+types/pickup';
import { ChangeShopWarning, type ShopChange } from '~/components/pickup/change-shop-warning.tsx';
import { ShopSearch, type ShopSearchState } from '~/components/pickup/shop-search.tsx';
import { PICKUP_DEFAULT_RANGE } from '~/models/pickup-constants.ts';
import { MESSAGES } from '~/models/messages.ts';
import { hasPickupItems, isShopDataComplete, PICKUP_MESSAGES, shopCardView } from '~/models/pickup.ts';
import { shopSearchSchema, shopSelectSchema } from '~/models/pickup-forms.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { catalogScope, getProducts } from '~/services/catalog.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { rememberShop, removePickupShipment, searchShops, selectedShop, shopById } from '~/services/shops.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Pick-Up In Shop | Sweet Shop' }];

const PRODUCT_ID = /^[\w-]{1,100}$/;

/**
 * `/pickup` (catalog spec §2 "Pick-Up In Shop" sheet as a page, §4 "Shop selection", §8): what pick-up
 * is, the chosen shop, and the shop search (`?zip=&range=`; `pid` names the product the shop is
 * chosen for, `redirectTo` where "Select" returns to).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const session = shopperSession(context);
  const scope = catalogScope(context);
  const chosen = selectedShop(request, session);
  const pid = url.searchParams.get('pid') ?? '';
  const base: ShopSearchState = {
    result: null,
    zip: url.searchParams.get('zip') ?? '',
    range: url.searchParams.get('range') ?? String(PICKUP_DEFAULT_RANGE),
    ...(PRODUCT_ID.test(pid) ? { pid } : {}),
    redirectTo: safeRedirectTarget(url.searchParams.get('redirectTo'), '/pickup'),
    shops: null,
  };
  const page = { chosen, constraint: FORM_CONSTRAINTS.shopSearch };
  if (!url.searchParams.has('zip')) return { ...page, search: base };
  const submission = parseForm(url.searchParams, { schema: shopSearchSchema });
  if (submission.status !== 'success')
    return data({ ...page, search: { ...base, result: submission.reply() } }, { status: 400 });
  const { zip, range } = submission.value;
  const productId = submission.value.pid;
  const [shops, products] = await Promise.all([
    searchShops(scope, zip, range, productId ? [productId] : []),
    productId ? getProducts(scope, [productId]) : [],
  ]);
  const product = products[0] ?? null;
  const now = new Date();
  return {
    ...page,
    search: {
      ...base,
      result: submission.reply(),
      shops: shops.map((shop) => shopCardView(shop, { now, product, ...(chosen ? { selectedId: chosen.id } : {}) })),
    },
  };
}

type SelectAnswer = { error: string } | { confirm: ShopChange };

/**
 * "Select" a shop. With pick-up lines in the bag and another shop chosen, the spec's warning comes
 * first; confirming removes the pick-up shipment, then the new shop is kept and the shopper goes back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = shopperSession(context);
  const submission = parseForm(form, { schema: shopSelectSchema });
  if (submission.status !== 'success') return data<SelectAnswer>({ error: MESSAGES.formInvalid }, { status: 400 });
  const { storeId, confirm, redirectTo, ...rest } = submission.value;
  const shop = await shopById(catalogScope(context), storeId);
  if (!isShopDataComplete(shop) || shop.c_pickupEnabled === false)
    return data<SelectAnswer>({ error: PICKUP_MESSAGES.notForCollection }, { status: 400 });
  const chosen = selectedShop(request, session);
  const basket = session.exists ? await requestBasket(context).current() : null;
  if (chosen?.id !== shop.id && hasPickupItems(basket)) {
    if (!confirm) {
      const fields = Object.fromEntries(
        Object.entries({ ...rest, redirectTo: redirectTo ?? '' }).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      return data<SelectAnswer>({ confirm: { storeId, name: shop.name, fields } });
    }
    await removePickupShipment(session, requestBasket(context));
  }
  const cookie = await rememberShop(request, session, { id: shop.id, name: shop.name });
  throw redirect(safeRedirectTarget(redirectTo, '/pickup'), cookie ? { headers: { 'Set-Cookie': cookie } } : undefined);
}

export default function Pickup({ loaderData, actionData }: Route.ComponentProps) {
  const { chosen, search, constraint } = loaderData;
  return (
    <section aria-labelledby="pickup-title" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 id="pickup-title" className="font-display text-3xl font-bold">
        Pick-Up In Shop
      </h1>
      <p>
        Order online and collect your treats at one of our shops: choose your shop, add items for pick-up, and we will
        have them ready for you.
      </p>
      <p data-testid="selected-shop">
        {chosen ? (
          <>
            Your shop: <strong>{chosen.name}</strong>
          </>
        ) : (
          PICKUP_MESSAGES.selectPrompt
        )}
      </p>
      {actionData && 'error' in actionData ? (
        <p role="alert" className="font-semibold text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {actionData && 'confirm' in actionData ? <ChangeShopWarning confirm={actionData.confirm} /> : null}
      <ShopSearch state={search} constraint={constraint} />
    </section>
  );
}
