import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/add-to-shipments';
import { AddToShipmentsForm } from '~/components/multi-ship/add-to-shipments-form.tsx';
import type { ActionResult } from '~/models/action-result.ts';
import type { AddedItem } from '~/models/add-to-bag.ts';
import { MESSAGES } from '~/models/messages.ts';
import { addToShipmentsSchema } from '~/models/multi-ship-forms.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { BagProblem } from '~/services/bag.server.ts';
import { catalogScope, getProducts } from '~/services/catalog.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { addToShipments, MULTI_SHIP_CONSTRAINTS, recipientsView } from '~/services/multi-ship.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { syncSubscriptions } from '~/services/subscription.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Add Item to Shipments | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * "Add Item to Shipments" (catalog spec §4) for a multi-ship basket: /cart/add sends an add here
 * (`?pid=&quantity=&redirectTo=`) to choose the recipients first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pid = url.searchParams.get('pid') ?? '';
  if (!PRODUCT_ID.test(pid)) throw redirect('/cart');
  const scope = catalogScope(context);
  const [product] = await getProducts(scope, [pid]);
  if (!product) throw redirect('/cart');
  const quantity = Math.min(Math.max(Number.parseInt(url.searchParams.get('quantity') ?? '1', 10) || 1, 1), 999);
  const view = await recipientsView(shopperSession(context), requestBasket(context), scope.siteId);
  return {
    product: { id: product.id, name: product.name },
    quantity,
    recipients: view.recipients,
    redirectTo: safeRedirectTarget(url.searchParams.get('redirectTo'), '/cart'),
    here: `${url.pathname}${url.search}`,
    constraint: MULTI_SHIP_CONSTRAINTS.addToShipments,
  };
}

/**
 * Adds the item once per selected recipient, then back where the shopper came from with "Added to
 * Your Bag"; the sheet (`response=sheet`) gets the added line instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const submission = parseForm(form, { schema: addToShipmentsSchema });
  if (submission.status !== 'success') return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  const session = shopperSession(context);
  const { pid, quantity, shipmentIds, redirectTo } = submission.value;
  try {
    const added = await addToShipments(
      session,
      requestBasket(context),
      catalogScope(context),
      pid,
      quantity,
      shipmentIds,
    );
    await syncSubscriptions(session, requestBasket(context));
    // The sheet (with JavaScript) shows "Added to Your Bag" itself.
    if (form.get('response') === 'sheet')
      return data<ActionResult & { added: AddedItem }>({ result: submission.reply(), added });
    const variation = added.variation ? ` (${added.variation})` : '';
    await session.setFlash({
      kind: 'success',
      text: `${MESSAGES.addedToBag}: ${added.quantity} × ${added.name}${variation}.`,
    });
  } catch (error) {
    if (!(error instanceof BagProblem)) throw error;
    return data<ActionResult>({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
  }
  throw redirect(safeRedirectTarget(redirectTo, '/cart'));
}

export default function AddToShipments({ loaderData, actionData }: Route.ComponentProps) {
  const { product, quantity, recipients, redirectTo, here, constraint } = loaderData;
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-8">
      <h1 className="text-3xl font-bold">Add Item to Shipments</h1>
      <p>
        Choose who receives <strong>{product.name}</strong>.
      </p>
      {recipients.length ? (
        <AddToShipmentsForm
          productId={product.id}
          quantity={quantity}
          recipients={recipients}
          redirectTo={redirectTo}
          addRecipientHref={`/recipients?redirectTo=${encodeURIComponent(here)}`}
          action={here}
          constraint={constraint}
          lastResult={actionData?.result ?? null}
        />
      ) : (
        <p>
          <Link to={`/recipients?redirectTo=${encodeURIComponent(here)}`} className="font-semibold underline">
            Add a recipient
          </Link>
        </p>
      )}
      <p>
        <Link to={redirectTo} className="underline">
          Cancel
        </Link>
      </p>
    </div>
  );
}
