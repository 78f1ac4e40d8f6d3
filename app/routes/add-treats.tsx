import type { Route } from './+types/add-treats';
import { AddTreatsBody } from '~/components/bag/add-treats.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { BAG_MESSAGES } from '~/models/bag-messages.ts';
import { addTreatsView } from '~/services/add-treats.server.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { requestBasket } from '~/services/basket.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Add Treats | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The "Add Treats" sheet as a page (catalog spec §2 side sheets, §4 shipping promotions sheet): where the bag's
 * "ADD TREATS" button leads without JavaScript, and what the sheet loads with it. Each treat's add-to-bag form
 * posts to /cart/add and comes back here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { view: await addTreatsView(requestBasket(context), catalogScope(context)) };
}

export default function AddTreats({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="add-treats-title" className="mx-auto max-w-3xl space-y-6">
      <h1 id="add-treats-title" className="font-display text-3xl font-bold">
        {BAG_MESSAGES.addTreatsTitle}
      </h1>
      <AddTreatsBody view={loaderData.view} headingLevel="h2" />
      <ButtonLink to="/cart" variant="secondary">
        View Bag
      </ButtonLink>
    </section>
  );
}
