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
import { BOX_NOT_FOUND, stepHref, toggleCandy } from '~/models/custom-mix.ts';
import { selectCandySchema } from '~/models/custom-mix-forms.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { builderPage, builderPost, saveBox } from '~/services/custom-mix.server.ts';
import { MESSAGES } from '~/models/messages.ts';

export const meta: MetaFunction = () => [
  { title: 'Build a Box: Pick your flavours | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => builderPage(request, context, 'select-candies');

/** Step 3: a candy toggled in or out of the box; the capacity is split evenly again (catalog §4). */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readFormData(request), { schema: selectCandySchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ formErrors: [BOX_NOT_FOUND] }) }, { status: 400 });
  const { session, catalog, box, rules } = await builderPost(request, context, submission.value.box);
  if (!box) return data({ result: submission.reply({ formErrors: [BOX_NOT_FOUND] }) }, { status: 400 });
  const candy = catalog.candies.find(
    (entry) => entry.pid === submission.value.pid && box.categoryIds.includes(entry.categoryId),
  );
  const selected = box.candies.some((entry) => entry.pid === submission.value.pid);
  // An out-of-stock candy can still be taken out, never put in.
  if (!candy || (!candy.available && !selected))
    return data({ result: submission.reply({ formErrors: [MESSAGES.flavourOutOfStock] }) }, { status: 400 });
  const change = toggleCandy(box, candy, rules);
  if ('error' in change) return data({ result: submission.reply({ formErrors: [change.error] }) }, { status: 400 });
  await saveBox(session, change.box);
  throw redirect(stepHref(catalog.builder, 'select-candies', box.storageId));
}

export default function SelectCandiesStep() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { catalog, box, rules } = page;
  const busyPid = navigation.formData?.get('pid');
  const categories = catalog.categories.filter((category) => box?.categoryIds.includes(category.id));
  return (
    <BuilderFrame {...page} error={formError(actionData?.result)}>
      <p>
        Choose up to {rules.flavorLimit} flavours ({box?.candies.length ?? 0} chosen).
      </p>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`} className="space-y-3">
          <h2 id={`category-${category.id}`} className="text-xl font-semibold">
            {category.name}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {catalog.candies
              .filter((candy) => candy.categoryId === category.id)
              .map((candy) => {
                const entry = box?.candies.find((selected) => selected.pid === candy.pid);
                return (
                  <li
                    key={candy.pid}
                    className={`flex items-center gap-3 rounded border-2 p-3 ${entry ? 'border-chocolate bg-cream-dark' : 'border-caramel'}`}
                    data-testid="candy"
                    data-pid={candy.pid}
                  >
                    {candy.image ? (
                      <img
                        src={candy.image.src}
                        alt=""
                        width={64}
                        height={64}
                        loading="lazy"
                        className="size-16 rounded bg-white object-cover"
                      />
                    ) : null}
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="font-semibold">{candy.name}</p>
                      {entry ? <p className="text-sm">In your box: {entry.qty}</p> : null}
                      {!candy.available ? <p className="text-sm text-red-800">Out of stock</p> : null}
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="box" value={box?.storageId} />
                        <input type="hidden" name="pid" value={candy.pid} />
                        <Button
                          size="sm"
                          variant={entry ? 'secondary' : 'primary'}
                          aria-pressed={Boolean(entry)}
                          disabled={!entry && !candy.available}
                          pending={busyPid === candy.pid}
                        >
                          {entry ? 'Remove' : 'Select'}
                          <span className="sr-only"> {candy.name}</span>
                        </Button>
                      </Form>
                    </div>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
      {box?.candies.length ? (
        <ButtonLink to={stepHref(catalog.builder, 'set-quantities', box.storageId)}>Continue</ButtonLink>
      ) : (
        <p className="text-sm">Select at least one flavour to continue.</p>
      )}
    </BuilderFrame>
  );
}
