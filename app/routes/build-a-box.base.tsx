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
import { Button } from '~/components/ui/button.tsx';
import { formError } from '~/models/action-result.ts';
import { startBox, stepHref } from '~/models/custom-mix.ts';
import { baseSchema } from '~/models/custom-mix-forms.ts';
import { MESSAGES } from '~/models/messages.ts';
import { formatMoney } from '~/models/money.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { builderPage, builderPost, newStorageId, saveBox } from '~/services/custom-mix.server.ts';

export const meta: MetaFunction = () => [{ title: 'Build a Box: Choose your box | Sweet Shop' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await builderPage(request, context, 'base');
  return { ...page, piece: new URL(request.url).searchParams.get('piece') };
}

/** Step 1: the box and its size or weight. A new box starts in the session; a box in progress keeps its candies unless the box itself changes. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readFormData(request), { schema: baseSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ formErrors: [MESSAGES.chooseBoxSize] }) }, { status: 400 });
  const { session, catalog, box } = await builderPost(request, context, submission.value.box);
  const chosen = catalog.boxes.find((candidate) =>
    candidate.options.some((option) => option.variantId === submission.value.variant),
  );
  const option = chosen?.options.find((candidate) => candidate.variantId === submission.value.variant);
  if (!chosen || !option?.orderable)
    return data({ result: submission.reply({ formErrors: [MESSAGES.cannotAddToBag] }) }, { status: 400 });
  const next =
    box && box.boxId === chosen.id
      ? { ...box, variantId: option.variantId }
      : {
          ...startBox(catalog.builder.kind, box?.storageId ?? newStorageId(), chosen.id, option.variantId, Date.now()),
          ...(box?.editItemId ? { editItemId: box.editItemId } : {}),
        };
  // One category to choose from: nothing to ask in step 2.
  if (!next.categoryIds.length && catalog.categories.length === 1) next.categoryIds = [catalog.categories[0]!.id];
  await saveBox(session, next);
  throw redirect(stepHref(catalog.builder, 'select-item', next.storageId));
}

export default function BaseStep() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { locale } = useShopLocale();
  const { catalog, box, piece } = page;
  const selected =
    box?.variantId ??
    catalog.boxes.find((candidate) => candidate.id === piece)?.options.find((option) => option.orderable)?.variantId;
  // The box the shopper came for first.
  const boxes = [...catalog.boxes].sort(
    (a, b) => Number(b.id === piece || b.id === box?.boxId) - Number(a.id === piece || a.id === box?.boxId),
  );
  return (
    <BuilderFrame {...page} error={formError(actionData?.result)}>
      <Form method="post" className="space-y-6">
        {box ? <input type="hidden" name="box" value={box.storageId} /> : null}
        {boxes.map((candidate) => (
          <fieldset
            key={candidate.id}
            className="space-y-3 rounded border border-caramel p-4"
            data-testid="box-choice"
            data-box-id={candidate.id}
          >
            <legend className="px-1 text-xl font-semibold">{candidate.name}</legend>
            <div className="flex flex-wrap items-start gap-4">
              {candidate.image ? (
                <img
                  src={candidate.image.src}
                  alt={candidate.image.alt}
                  width={120}
                  height={120}
                  className="size-28 rounded bg-white object-cover"
                />
              ) : null}
              <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
                {candidate.options.map((option) => (
                  <label
                    key={option.variantId}
                    className={`flex items-center gap-3 rounded border-2 p-3 ${option.orderable ? 'cursor-pointer border-chocolate' : 'border-caramel opacity-60'}`}
                  >
                    <input
                      type="radio"
                      name="variant"
                      value={option.variantId}
                      defaultChecked={option.variantId === selected}
                      disabled={!option.orderable}
                      required
                      className="size-5 accent-chocolate"
                    />
                    <span className="font-semibold">{option.label}</span>
                    <span className="ms-auto text-sm">
                      {option.orderable ? formatMoney(option.price, catalog.currency, locale) : 'Out of stock'}
                    </span>
                  </label>
                ))}
              </div>
            </div>
          </fieldset>
        ))}
        <Button pending={navigation.state === 'submitting'}>Continue</Button>
      </Form>
    </BuilderFrame>
  );
}
