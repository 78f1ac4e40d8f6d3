import { ShopContact } from '~/components/pickup/shop-contact.tsx';
import { safeShopLink, type ShopListItem, type ShopStateGroup } from '~/models/find-a-shop.ts';
import { shopAddressLines } from '~/models/pickup.ts';

function ShopEntry({ shop }: { shop: ShopListItem }) {
  const details = safeShopLink(shop.storeDetailsLink);
  const directions = safeShopLink(shop.mapDirectionsLink);
  return (
    <li className="py-3" data-shop={shop.id}>
      <p className="font-semibold">{shop.name}</p>
      <ShopContact lines={shopAddressLines({ ...shop, address1: shop.address })} phone={shop.phone} />
      <p className="mt-1 flex flex-wrap gap-4">
        {details ? (
          <a className="font-semibold underline" href={details}>
            Shop details<span className="sr-only"> for {shop.name}</span>
          </a>
        ) : null}
        {directions ? (
          <a className="font-semibold underline" href={directions} target="_blank" rel="noopener noreferrer">
            Directions<span className="sr-only"> to {shop.name} (opens in a new tab)</span>
          </a>
        ) : null}
      </p>
    </li>
  );
}

/** The shops by state: one `<details>` per state (works without JavaScript). */
export function FindAShopAccordion({ groups, openState }: { groups: ShopStateGroup[]; openState?: string }) {
  if (!groups.length) return <p>No shops to show.</p>;
  return (
    <div
      className="divide-y divide-cream-dark rounded-xl border border-cream-dark bg-white"
      data-placeholder="find-a-shop-accordion"
    >
      {groups.map((group) => (
        <details
          key={group.stateCode}
          open={group.stateCode === openState}
          className="group px-4"
          data-state={group.stateCode}
        >
          <summary className="flex min-h-11 cursor-pointer items-center justify-between py-3 font-display text-lg font-bold">
            <span>{group.stateName}</span>
            <span className="text-sm font-normal">
              {group.shops.length} {group.shops.length === 1 ? 'shop' : 'shops'}
            </span>
          </summary>
          <ul className="divide-y divide-cream-dark pb-2">
            {group.shops.map((shop) => (
              <ShopEntry key={shop.id} shop={shop} />
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
