import { data } from 'react-router';
import type { Route } from './+types/sales-materials';
import { SalesMaterialsList } from '~/components/content/sales-materials.tsx';
import { MESSAGES } from '~/models/messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { loadSalesMaterials } from '~/services/sales-materials.server.ts';
import { requestBasket } from '~/services/basket.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Sales Materials | Sweet Shop' }];

/** Content spec §8 "Material product": the sales materials by group, with what the bag holds. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return data(
      { groups: await loadSalesMaterials(catalogScope(context), requestBasket(context)), error: null },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  } catch (error) {
    console.warn('[sales-materials] load failed:', (error as Error)?.message);
    return data({ groups: [], error: MESSAGES.unexpected }, { status: 502 });
  }
}

export default function SalesMaterials({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="sales-materials-title" className="service-form-page">
      <h1 id="sales-materials-title">Sales Materials</h1>
      <SalesMaterialsList groups={loaderData.groups} error={loaderData.error} />
    </section>
  );
}
