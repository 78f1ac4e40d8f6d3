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
import { Button } from '~/components/ui/button.tsx';
import { formError } from '~/models/action-result.ts';
import { BOX_NOT_FOUND, splitEvenly, stepHref } from '~/models/custom-mix.ts';
import { selectItemSchema } from '~/models/custom-mix-forms.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { builderPage, builderPost, saveBox } from '~/services/custom-mix.server.ts';
import { MESSAGES } from '~/models/messages.ts';

export const meta: MetaFunction = () => [
  { title: 'Build a Box: Choose your candy types | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => builderPage(request, context, 'select-item');

/** Step 2: the candy categories to choose from; candies of categories no longer chosen leave the box (the rest split evenly again). */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readFormData(request), { schema: selectItemSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ formErrors: [MESSAGES.chooseCandyType] }) }, { status: 400 });
  const { session, catalog, box, rules } = await builderPost(request, context, submission.value.box);
  if (!box) return data({ result: submission.reply({ formErrors: [BOX_NOT_FOUND] }) }, { status: 400 });
  const known = new Set(catalog.categories.map((category) => category.id));
  const categoryIds = submission.value.category.filter((id) => known.has(id));
  if (!categoryIds.length)
    return data({ result: submission.reply({ formErrors: [MESSAGES.chooseCandyType] }) }, { status: 400 });
  const kept = box.candies.filter((candy) => categoryIds.includes(candy.categoryId));
  const amounts = kept.length === box.candies.length ? kept.map((candy) => candy.qty) : splitEvenly(kept.length, rules);
  await saveBox(session, {
    ...box,
    categoryIds,
    candies: kept.map((candy, index) => ({ ...candy, qty: amounts[index]! })),
  });
  throw redirect(stepHref(catalog.builder, 'select-candies', box.storageId));
}

export default function SelectItemStep() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { catalog, box } = page;
  const chosen = new Set(box?.categoryIds.length ? box.categoryIds : catalog.categories.map((category) => category.id));
  return (
    <BuilderFrame {...page} error={formError(actionData?.result)}>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="box" value={box?.storageId} />
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold">Which kinds of candy would you like to choose from?</legend>
          {catalog.categories.map((category) => (
            <label
              key={category.id}
              className="flex cursor-pointer items-center gap-3 rounded border-2 border-chocolate p-3"
            >
              <input
                type="checkbox"
                name="category"
                value={category.id}
                defaultChecked={chosen.has(category.id)}
                className="size-5 accent-chocolate"
              />
              <span className="font-semibold">{category.name}</span>
            </label>
          ))}
        </fieldset>
        <Button pending={navigation.state === 'submitting'}>Continue</Button>
      </Form>
    </BuilderFrame>
  );
}
