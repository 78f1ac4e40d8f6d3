import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/back-in-stock';
import { BackInStockForm } from '~/components/product/back-in-stock-form.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { formError } from '~/models/action-result.ts';
import { backInStockSchema, type BackInStockResult } from '~/models/back-in-stock.ts';
import { MESSAGES } from '~/models/messages.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { commerceProblem, passesThrough } from '~/services/commerce-errors.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { signUpForBackInStock } from '~/services/product-page.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Back in Stock | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** The form lives on the product page; a GET here has nothing to show. */
export function loader() {
  throw redirect('/');
}

/** Bounded, for the no-JS error page only (the schema checks it properly). */
const echoedId = (raw: FormDataEntryValue | null) =>
  typeof raw === 'string' && /^[A-Za-z0-9_.-]{1,100}$/.test(raw) ? raw : null;

/**
 * Back-in-stock sign-up (catalog spec §4). The enhanced form gets the thank-you back in place; a plain
 * form post is redirected to the product page with it (Post/Redirect/Get). Bad input answers 400 with
 * the field's message. Spec §8: other failures are only logged — the shopper still gets the thank-you.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const back = safeRedirectTarget(form.get('redirectTo'), '/');
  const pid = echoedId(form.get('pid'));
  const submission = parseForm(form, { schema: backInStockSchema });
  const refuse = (error: string) =>
    data<BackInStockResult>({ result: submission.reply({ formErrors: [error] }), back, pid }, { status: 400 });
  if (submission.status !== 'success') {
    const errors = submission.error ?? {};
    return refuse(errors.email?.[0] ?? errors.pid?.[0] ?? MESSAGES.formInvalid);
  }

  const { email, response } = submission.value;
  try {
    await signUpForBackInStock(catalogScope(context), submission.value.pid, email);
  } catch (error) {
    if (passesThrough(error)) throw error;
    const problem = await commerceProblem(error);
    if (problem?.status === 400) return refuse(MESSAGES.email);
    console.warn('[back-in-stock] sign-up failed:', problem?.status ?? (error as Error)?.message);
  }
  if (response === 'inline')
    return data<BackInStockResult>({
      result: submission.reply({ resetForm: true }),
      messages: [MESSAGES.backInStockThanks],
      back,
      pid,
    });
  await shopperSession(context).setFlash({ kind: 'success', text: MESSAGES.backInStockThanks });
  throw redirect(back);
}

/** What a plain (no-JS) post sees when the address was refused: the form again, with the message. */
export default function BackInStock({ actionData }: Route.ComponentProps) {
  const error = formError(actionData?.result);
  return (
    <section aria-labelledby="back-in-stock-title" className="mx-auto max-w-xl space-y-6 py-8">
      <h1 id="back-in-stock-title" className="text-2xl font-bold">
        Back in Stock
      </h1>
      {actionData?.pid ? (
        <BackInStockForm productId={actionData.pid} error={error} redirectTo={actionData.back} />
      ) : (
        <Alert kind="error">{error ?? MESSAGES.formInvalid}</Alert>
      )}
      <p>
        <Link to={actionData?.back ?? '/'} className="font-semibold underline underline-offset-4">
          Back to the product
        </Link>
      </p>
    </section>
  );
}
