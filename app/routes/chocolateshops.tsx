import { data } from 'react-router';
import type { Route } from './+types/chocolateshops';
import { FindAShopAccordion } from '~/components/content/find-a-shop.tsx';
import { groupShopsByState, type ShopStateGroup } from '~/models/find-a-shop.ts';
import { MESSAGES } from '~/models/messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { loadShopList } from '~/services/service-forms.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Find a Shop | Sweet Shop' }];

type FindAShopData = { groups: ShopStateGroup[]; openState?: string; error?: string };

/**
 * Content spec §8 "Find a shop": the shop list grouped by state, or the failure text. `storeId` opens
 * that shop's state. Every site lists the US quantity discount centres only (content spec §9).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const storeId = new URL(request.url).searchParams.get('storeId') ?? '';
  const scope = catalogScope(context);
  try {
    const shops = await loadShopList(scope);
    const groups = groupShopsByState(shops);
    const openState = groups.find((group) => group.shops.some((shop) => shop.id === storeId))?.stateCode;
    return data<FindAShopData>({ groups, openState }, { headers: { 'Cache-Control': 'private, max-age=0' } });
  } catch (error) {
    console.warn('[chocolateshops] shop list failed:', (error as Error)?.message);
    return data<FindAShopData>({ groups: [], error: MESSAGES.unexpected }, { status: 502 });
  }
}

export default function FindAShop({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="find-a-shop-title" className="service-form-page">
      <h1 id="find-a-shop-title">Find a Shop</h1>
      {loaderData.error ? (
        <p role="alert" className="rounded-lg border border-red-700 p-4 text-red-800">
          {loaderData.error}
        </p>
      ) : (
        <FindAShopAccordion groups={loaderData.groups} openState={loaderData.openState} />
      )}
    </section>
  );
}
