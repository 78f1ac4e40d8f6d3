import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/cart-add';
import { Alert } from '~/components/ui/alert.tsx';
import { addToBagSchema, type AddToBagResult } from '~/models/add-to-bag.ts';
import { MESSAGES } from '~/models/messages.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { addToBag, BagProblem } from '~/services/basket.server.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { readFormData } from '~/services/form.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Your Bag | Sweet Shop' }, { name: 'robots', content: 'noindex' }];

/** Nothing to show by GET: the bag page is where the bag is. */
export function loader() {
  throw redirect('/cart');
}

/**
 * Add to bag (catalog spec §4) from the product page, tiles and quick view. The enhanced form gets
 * the added line back for the "Added to Your Bag" sheet; a plain form post is redirected back to the
 * page it came from with the news (Post/Redirect/Get). Refusals answer 400 with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const sheet = form.get('response') === 'sheet';
  const back = safeRedirectTarget(form.get('redirectTo'), '/');
  const refuse = (error: string) => data<AddToBagResult & { back: string }>({ error, back }, { status: 400 });

  const submission = parseWithZod(form, { schema: addToBagSchema });
  if (submission.status !== 'success') {
    const errors = Object.values(submission.error ?? {}).flat().filter((message): message is string => Boolean(message));
    return refuse(errors[0] ?? MESSAGES.cannotAddToBag);
  }
  const session = shopperSession(context);
  try {
    const added = await addToBag(session, catalogScope(request), submission.value.pid, submission.value.quantity);
    if (sheet) return { added, back };
    const variation = added.variation ? ` (${added.variation})` : '';
    await session.setFlash({ kind: 'success', text: `${MESSAGES.addedToBag}: ${added.quantity} × ${added.name}${variation}.${added.message ? ` ${added.message}` : ''}` });
    throw redirect(back);
  } catch (error) {
    if (error instanceof BagProblem) return refuse(error.message);
    throw error;
  }
}

/** What a plain (no-JS) form post sees when the item could not be added. */
export default function CartAdd({ actionData }: Route.ComponentProps) {
  const error = actionData && 'error' in actionData ? actionData.error : MESSAGES.cannotAddToBag;
  return (
    <section aria-labelledby="cart-add-title" className="mx-auto max-w-xl py-8">
      <h1 id="cart-add-title" className="mb-4 text-2xl font-bold">
        Your Bag
      </h1>
      <Alert kind="error">{error}</Alert>
      <p className="mt-6">
        <Link to={actionData?.back ?? '/'} className="font-semibold underline underline-offset-4">
          Back to the product
        </Link>
      </p>
    </section>
  );
}
