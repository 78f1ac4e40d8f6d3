import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/cart';
import { BagPage } from '~/components/cart/bag-page.tsx';
import { cartIntent, promoCodeSchema, quantityUpdateSchema, removeCouponSchema, removeItemSchema } from '~/models/cart-forms.ts';
import { firstError } from '~/models/form-errors.ts';
import { MESSAGES } from '~/models/messages.ts';
import { applyCoupon, CartProblem, loadBag, removeCoupon, removeItem, updateQuantity, type CartChange } from '~/services/cart.server.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { clearCheckoutError } from '~/services/checkout.server.ts';
import { readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Your Bag | Sweet Shop' }, { name: 'robots', content: 'noindex' }];

/**
 * The bag (checkout spec §2 /cart). Coming back here clears the checkout error (spec: "Back To
 * Bag"). `?remove={itemId}` is the removal confirmation for browsers without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  await clearCheckoutError(session);
  const bag = await loadBag(session, catalogScope(request));
  const removeId = new URL(request.url).searchParams.get('remove');
  const line = removeId ? bag.lines.find((candidate) => candidate.itemId === removeId) : undefined;
  return {
    bag,
    confirmRemoval: line ? { itemId: line.itemId, name: line.name, ...(line.variation ? { variation: line.variation } : {}) } : null,
    constraint: FORM_CONSTRAINTS.promoCode,
  };
}

/**
 * The bag's forms, by `intent` (issue 5 contract): `update-quantity` (itemId, quantity; 0 removes),
 * `remove` (itemId), `apply-coupon` (code), `remove-coupon` (couponItemId). The enhanced forms send
 * `response=fetch` and get the messages back; a plain post is redirected to the bag with them
 * (Post/Redirect/Get). Bad input and refusals answer 400 with the reason, the bag unchanged.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const enhanced = form.get('response') === 'fetch';
  const intent = cartIntent(form.get('intent'));
  const session = shopperSession(context);
  const scope = catalogScope(request);
  const rawItemId = typeof form.get('itemId') === 'string' ? String(form.get('itemId')).slice(0, 100) : undefined;
  const rawQuantity = typeof form.get('quantity') === 'string' ? String(form.get('quantity')).slice(0, 20) : undefined;
  const lineRefusal = (error: string) =>
    data({ intent, error, ...(rawItemId ? { itemId: rawItemId } : {}), ...(rawQuantity !== undefined ? { quantity: rawQuantity } : {}) }, { status: 400 });

  let change: CartChange;
  try {
    switch (intent) {
      case 'update-quantity': {
        const submission = parseWithZod(form, { schema: quantityUpdateSchema });
        if (submission.status !== 'success') return lineRefusal(firstError(submission.error));
        change = await updateQuantity(session, scope, submission.value.itemId, submission.value.quantity);
        break;
      }
      case 'remove': {
        const submission = parseWithZod(form, { schema: removeItemSchema });
        if (submission.status !== 'success') return lineRefusal(firstError(submission.error));
        change = await removeItem(session, submission.value.itemId);
        break;
      }
      case 'apply-coupon': {
        const submission = parseWithZod(form, { schema: promoCodeSchema });
        if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 });
        try {
          change = await applyCoupon(session, submission.value.code);
        } catch (error) {
          if (!(error instanceof CartProblem)) throw error;
          return data({ intent, result: submission.reply({ fieldErrors: { code: [error.message] } }) }, { status: 400 });
        }
        if (change.refused) return data({ intent, messages: change.messages, result: submission.reply({ fieldErrors: { code: [change.refused] } }) }, { status: 400 });
        if (enhanced) return { intent, messages: change.messages, result: submission.reply({ resetForm: true }) };
        break;
      }
      case 'remove-coupon': {
        const submission = parseWithZod(form, { schema: removeCouponSchema });
        if (submission.status !== 'success') return data({ intent, error: firstError(submission.error) }, { status: 400 });
        change = await removeCoupon(session, submission.value.couponItemId);
        break;
      }
      default:
        return data({ intent: null, error: MESSAGES.formInvalid }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof CartProblem) return lineRefusal(error.message);
    throw error;
  }
  if (enhanced) return { intent, messages: change.messages };
  if (change.messages.length) await session.setFlash({ kind: 'success', text: change.messages.join(' ') });
  throw redirect('/cart');
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && 'intent' in actionData ? actionData : null;
  return (
    <BagPage
      bag={loaderData.bag}
      constraint={loaderData.constraint}
      confirmRemoval={loaderData.confirmRemoval}
      refused={
        refused
          ? {
              ...('itemId' in refused && refused.itemId ? { itemId: refused.itemId } : {}),
              ...('quantity' in refused && refused.quantity !== undefined ? { quantity: refused.quantity } : {}),
              ...('error' in refused && refused.error ? { error: refused.error } : {}),
              ...('result' in refused && refused.result ? { result: refused.result } : {}),
            }
          : null
      }
    />
  );
}
