import { data, redirect } from 'react-router';
import type { Route } from './+types/cart';
import { BagPage } from '~/components/bag/bag-page.tsx';
import { formRefusal, type IntentResult } from '~/models/action-result.ts';
import { BAG_SCHEMAS, bagIntent, type BagIntent } from '~/models/bag-forms.ts';
import { firstError } from '~/models/form-errors.ts';
import { MESSAGES } from '~/models/messages.ts';
import { fulfilmentGroups } from '~/models/pickup.ts';
import { recipientGroups } from '~/models/multi-ship.ts';
import { bagBnplMessaging } from '~/services/payment.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import {
  applyCoupon,
  BagProblem,
  loadBag,
  removeCoupon,
  removeLine,
  updateQuantity,
  type BagChange,
} from '~/services/bag.server.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { clearCheckoutError } from '~/services/checkout.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { removeEmptyShipments } from '~/services/multi-ship.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Your Bag | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The bag (checkout spec §2 /cart). Coming back here clears the checkout error (spec: "Back To
 * Bag"). `?remove={itemId}` is the removal confirmation for browsers without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  await clearCheckoutError(session);
  const scope = catalogScope(context);
  const bag = await loadBag(requestBasket(context), scope);
  const removeId = new URL(request.url).searchParams.get('remove');
  const line = removeId ? bag.lines.find((candidate) => candidate.itemId === removeId) : undefined;
  const basket = (await requestBasket(context).current()) ?? null;
  return {
    bag,
    groups: fulfilmentGroups(basket),
    confirmRemoval: line
      ? { itemId: line.itemId, name: line.name, ...(line.variation ? { variation: line.variation } : {}) }
      : null,
    constraint: FORM_CONSTRAINTS.promoCode,
    bnpl: bag.lines.length > 0 ? bagBnplMessaging(scope.siteId, basket, bag.totals.total) : null,
    recipientGroups: recipientGroups(basket),
  };
}

/**
 * The bag's forms, by `intent` (the forms' contract): `update-quantity` (itemId, quantity; 0 removes),
 * `remove` (itemId), `apply-coupon` (code), `remove-coupon` (couponItemId). The enhanced forms send
 * `response=fetch` and get the messages back; a plain post is redirected to the bag with them
 * (Post/Redirect/Get). Bad input and refusals answer 400 with the reason, the bag unchanged: the
 * promo code's under its field, a line's as the form's error (the page finds the line by the
 * posted itemId).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const enhanced = form.get('response') === 'fetch';
  const intent = bagIntent(form.get('intent'));
  if (!intent)
    return data<IntentResult<BagIntent>>({ intent: null, result: formRefusal(MESSAGES.formInvalid) }, { status: 400 });
  const submission = parseForm(form, { schema: BAG_SCHEMAS[intent] });
  if (submission.status !== 'success') {
    const result =
      intent === 'apply-coupon' ? submission.reply() : submission.reply({ formErrors: [firstError(submission.error)] });
    return data<IntentResult<BagIntent>>({ intent, result }, { status: 400 });
  }
  const session = shopperSession(context);
  const scope = catalogScope(context);
  const value = submission.value;

  let change: BagChange;
  try {
    switch (value.intent) {
      case 'update-quantity':
        change = await updateQuantity(session, requestBasket(context), scope, value.itemId, value.quantity);
        break;
      case 'remove':
        change = await removeLine(session, requestBasket(context), value.itemId);
        break;
      case 'apply-coupon':
        change = await applyCoupon(session, requestBasket(context), value.code);
        break;
      case 'remove-coupon':
        change = await removeCoupon(session, requestBasket(context), value.couponItemId);
        break;
    }
  } catch (error) {
    if (!(error instanceof BagProblem)) throw error;
    const refused =
      intent === 'apply-coupon' ? { fieldErrors: { code: [error.message] } } : { formErrors: [error.message] };
    return data<IntentResult<BagIntent>>({ intent, result: submission.reply(refused) }, { status: 400 });
  }
  // Spec §4: a recipient's shipment left without items goes (multi-ship only).
  if (value.intent === 'remove' || (value.intent === 'update-quantity' && value.quantity === 0))
    await removeEmptyShipments(session, requestBasket(context), scope.siteId);
  if (change.refused)
    return data<IntentResult<BagIntent>>(
      { intent, result: submission.reply({ fieldErrors: { code: [change.refused] } }), messages: change.messages },
      { status: 400 },
    );
  if (enhanced)
    return data<IntentResult<BagIntent>>({
      intent,
      result: submission.reply({ resetForm: intent === 'apply-coupon' }),
      messages: change.messages,
    });
  if (change.messages.length) await session.setFlash({ kind: 'success', text: change.messages.join(' ') });
  throw redirect('/cart');
}

export default function Bag({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BagPage
      bag={loaderData.bag}
      constraint={loaderData.constraint}
      confirmRemoval={loaderData.confirmRemoval}
      refused={actionData ?? null}
      bnpl={loaderData.bnpl}
      groups={loaderData.groups}
      recipientGroups={loaderData.recipientGroups}
    />
  );
}
