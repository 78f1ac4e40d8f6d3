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
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { formError } from '~/models/action-result.ts';
import { BOX_NOT_FOUND, setCandyQuantity, stepCandyQuantity, stepHref } from '~/models/custom-mix.ts';
import { setQuantitySchema } from '~/models/custom-mix-forms.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { builderPage, builderPost, saveBox } from '~/services/custom-mix.server.ts';

export const meta: MetaFunction = () => [
  { title: 'Build a Box: Set the quantities | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => builderPage(request, context, 'set-quantities');

/** Step 4: a candy's quantity typed in, or one increment up or down (catalog §5: never negative, never past the capacity). */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readFormData(request), { schema: setQuantitySchema });
  if (submission.status !== 'success')
    return data(
      {
        result: submission.reply({
          formErrors: [
            submission.error?.box ? BOX_NOT_FOUND : (Object.values(submission.error ?? {}).flat()[0] ?? BOX_NOT_FOUND),
          ],
        }),
      },
      { status: 400 },
    );
  const { session, catalog, box, rules } = await builderPost(request, context, submission.value.box);
  if (!box) return data({ result: submission.reply({ formErrors: [BOX_NOT_FOUND] }) }, { status: 400 });
  const { intent, pid, qty } = submission.value;
  const change =
    intent === 'set'
      ? setCandyQuantity(box, pid, qty ?? -1, rules)
      : stepCandyQuantity(box, pid, intent === 'increase' ? 1 : -1, rules);
  if ('error' in change) return data({ result: submission.reply({ formErrors: [change.error] }) }, { status: 400 });
  await saveBox(session, change.box);
  throw redirect(stepHref(catalog.builder, 'set-quantities', box.storageId));
}

const STEP_BUTTON =
  'flex size-10 items-center justify-center rounded border-2 border-chocolate bg-white text-lg font-bold disabled:cursor-not-allowed disabled:opacity-40';

export default function SetQuantitiesStep() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { catalog, box, rules, progress } = page;
  const filled = progress?.filled ?? 0;
  return (
    <BuilderFrame {...page} error={formError(actionData?.result)}>
      <ul className="divide-y divide-caramel rounded border border-caramel">
        {box?.candies.map((entry) => {
          const candy = catalog.candies.find((found) => found.pid === entry.pid);
          const name = candy?.name ?? entry.pid;
          const fieldId = `qty-${entry.pid}`;
          return (
            <li
              key={entry.pid}
              className="flex flex-wrap items-center gap-3 p-3"
              data-testid="box-quantity"
              data-pid={entry.pid}
            >
              <span className="min-w-40 flex-1 font-semibold">{name}</span>
              <Form method="post" preventScrollReset className="flex items-center gap-2">
                <input type="hidden" name="box" value={box.storageId} />
                <input type="hidden" name="pid" value={entry.pid} />
                <button
                  type="submit"
                  name="intent"
                  value="decrease"
                  className={STEP_BUTTON}
                  disabled={entry.qty <= 0}
                  aria-label={`Fewer ${name}`}
                >
                  −
                </button>
                <label htmlFor={fieldId} className="sr-only">
                  Quantity of {name}
                </label>
                <input
                  key={entry.qty}
                  id={fieldId}
                  name="qty"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={rules.capacity}
                  step={rules.increment}
                  defaultValue={entry.qty}
                  className="h-10 w-20 rounded border-2 border-chocolate px-2 text-center"
                />
                <button
                  type="submit"
                  name="intent"
                  value="increase"
                  className={STEP_BUTTON}
                  disabled={filled + rules.increment > rules.capacity}
                  aria-label={`More ${name}`}
                >
                  +
                </button>
                <Button
                  size="sm"
                  variant="secondary"
                  name="intent"
                  value="set"
                  pending={navigation.state === 'submitting' && navigation.formData?.get('pid') === entry.pid}
                >
                  Update
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
      {box ? (
        <ButtonLink to={stepHref(catalog.builder, 'review-box', box.storageId)}>Review your box</ButtonLink>
      ) : null}
    </BuilderFrame>
  );
}
