import { data, redirect } from 'react-router';
import type { Route } from './+types/cart-add';
import { addToBagSchema, type AddToBagResult } from '~/models/add-to-bag.ts';
import { firstError } from '~/models/form-errors.ts';
import { MESSAGES } from '~/models/messages.ts';
import { isMultiShip } from '~/models/multi-ship.ts';
import { pickupHref, withPickupChoice } from '~/models/pickup.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { E_GIFT_CARD_PATH, E_GIFT_CARD_PRODUCT_ID } from '~/models/e-gift-card.ts';
import { addToBag, BagProblem } from '~/services/bag.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { addForPickup } from '~/services/pickup.server.ts';
import { selectedShop } from '~/services/shops.server.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { syncSubscriptions } from '~/services/subscription.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Your Bag | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** Nothing to show by GET: the bag page is where the bag is. */
export function loader() {
  throw redirect('/cart');
}

/**
 * Add to bag (catalog spec §4) from the product page, tiles and quick view. The enhanced form gets
 * the added line back for the "Added to Your Bag" sheet; a plain form post is redirected back to the
 * page it came from with the news (Post/Redirect/Get), a refusal as well with its reason; the
 * enhanced form gets a refusal as a 400 with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const sheet = form.get('response') === 'sheet';
  const back = safeRedirectTarget(form.get('redirectTo'), '/');
  const session = shopperSession(context);
  const submission = parseForm(form, { schema: addToBagSchema });
  // A plain post goes back with the reason too: a 400 page would be replaced by this route's loader's redirect.
  const refuse = async (error: string) => {
    if (sheet)
      return data<AddToBagResult>({ result: submission.reply({ formErrors: [error] }), back }, { status: 400 });
    await session.setFlash({ kind: 'error', text: error });
    throw redirect(back);
  };

  if (submission.status !== 'success') {
    return refuse(firstError(submission.error, MESSAGES.cannotAddToBag));
  }
  const { pid, quantity, fulfillment } = submission.value;
  // The e-gift card's line needs its recipient and amount: its form adds it (models/e-gift-card.ts).
  if (pid === E_GIFT_CARD_PRODUCT_ID) throw redirect(E_GIFT_CARD_PATH);
  // Catalog spec §4: pick-up without a chosen shop opens the shop selection first, then comes back.
  const shop = fulfillment === 'pickup' ? selectedShop(request, session) : null;
  if (fulfillment === 'pickup' && !shop) throw redirect(pickupHref(withPickupChoice(back), pid));
  // Catalog spec §4: in a multi-ship basket a shipped add first asks for the recipients (a pick-up add is refused
  // there): the enhanced form opens the "Add Item to Shipments" sheet, a plain post goes to its page.
  if (!shop && isMultiShip(await requestBasket(context).current())) {
    if (sheet) return data<AddToBagResult>({ result: submission.reply(), back, recipientsFor: { pid, quantity } });
    throw redirect(
      `/cart/add-to-shipments?${new URLSearchParams({ pid, quantity: String(quantity), redirectTo: back })}`,
    );
  }
  try {
    const added = shop
      ? await addForPickup(session, requestBasket(context), catalogScope(context), shop, pid, quantity)
      : await addToBag(session, requestBasket(context), catalogScope(context), pid, quantity);
    // The basket learns the shopper's repeat-delivery choices once it holds a line (it may be new).
    await syncSubscriptions(session, requestBasket(context));
    if (sheet) return data<AddToBagResult>({ result: submission.reply(), added, back });
    const variation = added.variation ? ` (${added.variation})` : '';
    await session.setFlash({
      kind: 'success',
      text: `${MESSAGES.addedToBag}: ${added.quantity} × ${added.name}${variation}.${added.message ? ` ${added.message}` : ''}`,
    });
    throw redirect(back);
  } catch (error) {
    if (error instanceof BagProblem) return refuse(error.message);
    throw error;
  }
}

/**
 * Never shown: a plain post is redirected back (added or refused) and the enhanced form's fetcher
 * reads the action's data. The route keeps a component so that fetcher answers stay route data.
 */
export default function AddToBag() {
  return null;
}
