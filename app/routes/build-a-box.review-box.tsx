import {
  data,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { BuilderFrame } from '~/components/boxes/builder-frame.tsx';
import { useShopLocale } from '~/components/product/use-shop-locale.ts';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { formError } from '~/models/action-result.ts';
import { BOX_NOT_FOUND, BOX_NOT_FULL, isBoxFull, stepHref } from '~/models/custom-mix.ts';
import { reviewSchema } from '~/models/custom-mix-forms.ts';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { formatMoney } from '~/models/money.ts';
import { BagProblem } from '~/services/bag.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { builderPage, builderPost, dropBox, putBoxInBag } from '~/services/custom-mix.server.ts';

export const meta: MetaFunction = () => [
  { title: 'Build a Box: Review your box | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => builderPage(request, context, 'review-box');

/**
 * Step 5: a full box goes into the bag as one line (or replaces the bag line it was opened from);
 * the box in progress is then done. A box not full yet, or a candy out of stock, is refused in words.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readFormData(request), { schema: reviewSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ formErrors: [BOX_NOT_FOUND] }) }, { status: 400 });
  const { session, scope, catalog, box, rules } = await builderPost(request, context, submission.value.box);
  if (!box) return data({ result: submission.reply({ formErrors: [BOX_NOT_FOUND] }) }, { status: 400 });
  if (!isBoxFull(box, rules))
    return data({ result: submission.reply({ formErrors: [BOX_NOT_FULL] }) }, { status: 400 });
  try {
    await putBoxInBag(session, requestBasket(context), scope, box, rules);
  } catch (error) {
    if (error instanceof BagProblem)
      return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
    throw error;
  }
  await dropBox(session, box.storageId);
  const name = catalog.boxes.find((candidate) => candidate.id === box.boxId)?.name ?? catalog.builder.title;
  await session.setFlash({
    kind: 'success',
    text: box.editItemId ? BAG_MESSAGES.bagUpdated : `${MESSAGES.addedToBag}: 1 × ${name}.`,
  });
  throw redirect('/cart');
}

export default function ReviewStep() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { locale } = useShopLocale();
  const { catalog, box, progress } = page;
  const chosen = catalog.boxes.find((candidate) => candidate.id === box?.boxId);
  const option = chosen?.options.find((candidate) => candidate.variantId === box?.variantId);
  const categoryName = (id: string) => catalog.categories.find((category) => category.id === id)?.name ?? id;
  return (
    <BuilderFrame {...page} error={formError(actionData?.result)}>
      <section
        aria-labelledby="review-title"
        className="space-y-3 rounded border border-caramel p-4"
        data-testid="box-review"
      >
        <h2 id="review-title" className="text-xl font-semibold">
          {chosen?.name} {option ? `· ${option.label}` : ''}{' '}
          {option ? `· ${formatMoney(option.price, catalog.currency, locale)}` : ''}
        </h2>
        <ul className="space-y-1">
          {box?.candies
            .filter((entry) => entry.qty > 0)
            .map((entry) => (
              <li key={entry.pid} className="flex justify-between gap-3" data-testid="box-review-line">
                <span>
                  {catalog.candies.find((candy) => candy.pid === entry.pid)?.name ?? entry.pid}{' '}
                  <span className="text-sm text-cocoa">({categoryName(entry.categoryId)})</span>
                </span>
                <span className="font-semibold">{entry.qty}</span>
              </li>
            ))}
        </ul>
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="box" value={box?.storageId} />
          <Button size="lg" disabled={!progress?.full} pending={navigation.state === 'submitting'}>
            {box?.editItemId ? 'Update Box' : 'Add to bag'}
          </Button>
        </Form>
        {box ? (
          <ButtonLink variant="secondary" to={stepHref(catalog.builder, 'set-quantities', box.storageId)}>
            Change quantities
          </ButtonLink>
        ) : null}
      </div>
      {!progress?.full ? <p className="text-sm">{BOX_NOT_FULL}</p> : null}
    </BuilderFrame>
  );
}
