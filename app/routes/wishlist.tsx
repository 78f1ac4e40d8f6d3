import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/wishlist';
import { ProductPrice } from '~/components/product/product-price.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { Button } from '~/components/ui/button.tsx';
import { IMAGE_SIZES } from '~/models/image-constants.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { productHref } from '~/models/product-paths.ts';
import { wishListItemSchema } from '~/models/wish-list-forms.ts';
import { PRIORITY_LABELS, WISH_PRIORITY_MAX, WISH_QUANTITY_MAX } from '~/models/wish-list.ts';
import { BagProblem } from '~/services/bag.server.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { passesThrough } from '~/services/commerce-errors.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import {
  deleteWishListItem,
  moveWishListItemToBag,
  updateWishListItem,
  wishListPage,
} from '~/services/wish-list.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Wish List | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** The wish list page (checkout spec §3 "Wish list"): the items with quantity, priority and public flag. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  try {
    return { ...(await wishListPage(session, catalogScope(context))), error: null };
  } catch (error) {
    if (passesThrough(error)) throw error;
    console.warn('[wish list] page read failed:', (error as Error)?.message ?? error);
    return { items: null, error: ACCOUNT_MESSAGES.wishListFailed };
  }
}

type WishListAction = { itemId: string | null; message: string };

/**
 * One item's forms by `intent`: `update` (quantity, priority, public), `move` (to the bag by the bag's
 * add rule; the item stays when the bag refuses) and `remove`. Another customer's item is a 404.
 * Done, the list shows again with the news (Post/Redirect/Get).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  const submission = parseForm(form, { schema: wishListItemSchema });
  const itemId = typeof form.get('itemId') === 'string' ? (form.get('itemId') as string).slice(0, 64) : null;
  if (submission.status !== 'success')
    return data<WishListAction>({ itemId, message: MESSAGES.formInvalid }, { status: 400 });
  const value = submission.value;
  let done: boolean;
  let news: string;
  try {
    if (value.intent === 'update') {
      done = await updateWishListItem(session, value.itemId, {
        quantity: value.quantity,
        priority: value.priority,
        public: value.public,
      });
      news = ACCOUNT_MESSAGES.wishListUpdated;
    } else if (value.intent === 'remove') {
      done = await deleteWishListItem(session, value.itemId);
      news = ACCOUNT_MESSAGES.wishListRemoved;
    } else {
      const added = await moveWishListItemToBag(session, requestBasket(context), catalogScope(context), value.itemId);
      done = added !== null;
      news = added?.message ? `${ACCOUNT_MESSAGES.wishListMoved} ${added.message}` : ACCOUNT_MESSAGES.wishListMoved;
    }
  } catch (error) {
    if (passesThrough(error)) throw error;
    if (error instanceof BagProblem)
      return data<WishListAction>({ itemId: value.itemId, message: error.message }, { status: 400 });
    console.warn('[wish list] change failed:', (error as Error)?.message ?? error);
    return data<WishListAction>({ itemId: value.itemId, message: ACCOUNT_MESSAGES.wishListFailed }, { status: 502 });
  }
  if (!done) throw data(ACCOUNT_MESSAGES.wishListItemNotYours, { status: 404 });
  await session.setFlash({ kind: 'success', text: news });
  throw redirect('/wishlist');
}

export default function WishList() {
  const { items, error } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingFor = (itemId: string, intent: string) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('itemId') === itemId &&
    navigation.formData?.get('intent') === intent;
  return (
    <section aria-labelledby="wishlist-title" className="space-y-4">
      <h1 id="wishlist-title" className="text-3xl font-bold">
        Wish List
      </h1>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {items && !items.length ? <p>{ACCOUNT_MESSAGES.wishListEmpty}</p> : null}
      {items?.length ? (
        <ul className="space-y-4" aria-label="Wish list items">
          {items.map((item) => {
            const name = item.product?.name ?? item.productId;
            const image = item.product?.images[0];
            const refused = actionData?.itemId === item.itemId ? actionData.message : null;
            return (
              <li
                key={item.itemId}
                className="rounded-lg bg-white p-4 shadow-sm"
                data-testid="wishlist-item"
                data-product-id={item.productId}
              >
                <div className="flex flex-wrap gap-4">
                  {image ? (
                    <img
                      src={image.src}
                      alt=""
                      width={IMAGE_SIZES.tile}
                      height={IMAGE_SIZES.tile}
                      loading="lazy"
                      className="size-24 rounded object-cover"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1 space-y-1">
                    <h2 className="text-lg font-semibold">
                      {item.product ? (
                        <Link
                          to={productHref(
                            item.product,
                            item.colorId ? `?color=${encodeURIComponent(item.colorId)}` : '',
                          )}
                          className="hover:underline"
                        >
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </h2>
                    {item.colorId ? <p className="text-sm text-cocoa">Colour: {item.colorId}</p> : null}
                    {item.product ? (
                      <ProductPrice product={item.product} />
                    ) : (
                      <p className="text-sm">{MESSAGES.cannotAddToBag}</p>
                    )}
                  </div>
                </div>
                {refused ? (
                  <div className="mt-3">
                    <Alert kind="error">{refused}</Alert>
                  </div>
                ) : null}
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                  <input type="hidden" name="itemId" value={item.itemId} />
                  <div className="flex flex-col">
                    <label htmlFor={`qty-${item.itemId}`} className="text-sm font-semibold">
                      Quantity
                    </label>
                    <input
                      id={`qty-${item.itemId}`}
                      name="quantity"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={WISH_QUANTITY_MAX}
                      required
                      defaultValue={item.quantity}
                      className="w-20 rounded border border-cocoa/40 px-2 py-2"
                    />
                  </div>
                  <div className="flex flex-col">
                    <label htmlFor={`priority-${item.itemId}`} className="text-sm font-semibold">
                      Priority
                    </label>
                    <select
                      id={`priority-${item.itemId}`}
                      name="priority"
                      defaultValue={String(item.priority)}
                      className="rounded border border-cocoa/40 px-2 py-2"
                    >
                      {Array.from({ length: WISH_PRIORITY_MAX + 1 }, (_, value) => (
                        <option key={value} value={value}>
                          {PRIORITY_LABELS[value]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="flex min-h-11 items-center gap-2">
                    <input
                      id={`public-${item.itemId}`}
                      name="public"
                      type="checkbox"
                      defaultChecked={item.public}
                      className="size-5"
                    />
                    <label htmlFor={`public-${item.itemId}`}>Public</label>
                  </div>
                  <Button
                    type="submit"
                    name="intent"
                    value="update"
                    variant="secondary"
                    size="sm"
                    pending={pendingFor(item.itemId, 'update')}
                  >
                    Update<span className="sr-only"> {name}</span>
                  </Button>
                </Form>
                <Form method="post" className="mt-3 flex flex-wrap gap-3">
                  <input type="hidden" name="itemId" value={item.itemId} />
                  <Button
                    type="submit"
                    name="intent"
                    value="move"
                    size="sm"
                    disabled={!item.product}
                    pending={pendingFor(item.itemId, 'move')}
                  >
                    {/* One flex item: otherwise the button's gap splits "Move" from "to bag" around the hidden name. */}
                    <span>
                      Move<span className="sr-only"> {name}</span> to bag
                    </span>
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value="remove"
                    variant="link"
                    size="sm"
                    pending={pendingFor(item.itemId, 'remove')}
                  >
                    Remove<span className="sr-only"> {name}</span>
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
