import { data, redirect } from 'react-router';
import type { Route } from './+types/product-edit';
import { ProductPage, productMeta } from '~/components/product/product-page.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { formError, type ActionResult } from '~/models/action-result.ts';
import { editLineSchema } from '~/models/bag-forms.ts';
import { BagProblem, lineToEdit, replaceLine } from '~/services/bag.server.ts';
import { firstError } from '~/models/form-errors.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { loadProductPage } from '~/services/product-page.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

/**
 * A bag line's edit link (checkout spec §2 `/products/{productId}?edit={itemId}`): the product page
 * of the line's product (its master with the line's variant chosen) with the line's quantity and
 * "Update" instead of "Add to bag". An item that is not in the bag (or not of this product) gives
 * the plain product page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const editId = new URL(request.url).searchParams.get('edit');
  const [page, line] = await Promise.all([
    loadProductPage(request, context, params.productId),
    lineToEdit(shopperSession(context), requestBasket(context), editId),
  ]);
  const edit = line && line.productId === params.productId ? { itemId: line.itemId, quantity: line.quantity } : null;
  return { page, edit };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...productMeta(loaderData?.page),
  // The edit page is a shopper's own view of a product page that has its canonical address elsewhere.
  ...(loaderData?.edit ? [{ name: 'robots', content: 'noindex' }] : []),
];

/** "Update": the line becomes the chosen variant and quantity, then back to the bag (Post/Redirect/Get). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const submission = parseForm(form, { schema: editLineSchema });
  if (submission.status !== 'success') {
    return data<ActionResult>(
      { result: submission.reply({ formErrors: [firstError(submission.error)] }) },
      { status: 400 },
    );
  }
  const session = shopperSession(context);
  try {
    const change = await replaceLine(
      session,
      requestBasket(context),
      catalogScope(context),
      submission.value.itemId,
      submission.value.pid,
      submission.value.quantity,
    );
    await session.setFlash({ kind: 'success', text: change.messages.join(' ') });
  } catch (error) {
    if (error instanceof BagProblem)
      return data<ActionResult>({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
    throw error;
  }
  throw redirect('/cart');
}

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { page, edit } = loaderData;
  const error = formError(actionData?.result);
  return (
    <>
      {/* A refused "Update" of a line that is no longer in the bag has no form left to show it. */}
      {error && !edit ? (
        <div className="mb-6">
          <Alert kind="error">{error}</Alert>
        </div>
      ) : null}
      <ProductPage data={page} {...(edit ? { edit: { ...edit, ...(error ? { error } : {}) } } : {})} />
    </>
  );
}
