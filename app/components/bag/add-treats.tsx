import { useState } from 'react';
import { Link } from 'react-router';
import { AddToBagForm } from '~/components/product/add-to-bag-form.tsx';
import { ProductPrice } from '~/components/product/product-price.tsx';
import { AddedToBagContext } from '~/components/product/quick-view-context.ts';
import type { AddedItem } from '~/models/add-to-bag.ts';
import type { AddTreatsView, Treat } from '~/models/add-treats.ts';
import { ADD_TREATS_CATEGORY } from '~/models/bag-constants.ts';
import { MESSAGES } from '~/models/messages.ts';
import { productHref } from '~/models/product-paths.ts';
import { DiscountBanner } from './discount-banner.tsx';

/** Not shown: what the sheet says when it has no treat to offer. */
const NO_TREATS = 'No treats to add right now.';

/**
 * The "Add Treats" sheet's body (catalog spec §4 shipping promotions sheet), on its page and in the dialog: the
 * progress toward the nearest discount and the treats, each with the add-to-bag form (a plain post without
 * JavaScript, back to the page it was sent from). An add with JavaScript is told here, not in the "Added to Your
 * Bag" sheet: the shopper stays with the treats while the banner follows the bag.
 */
export function AddTreatsBody({ view, headingLevel }: { view: AddTreatsView; headingLevel: 'h2' | 'h3' }) {
  const [added, setAdded] = useState<AddedItem | null>(null);
  return (
    <AddedToBagContext.Provider value={setAdded}>
      <div className="space-y-4" data-testid="add-treats">
        {view.banner ? <DiscountBanner banner={view.banner} opener="none" /> : null}
        <p
          role="status"
          aria-live="polite"
          className="empty:hidden rounded bg-candy-soft p-3 text-sm font-semibold"
          data-testid="add-treats-added"
        >
          {added
            ? `${MESSAGES.addedToBag}: ${added.quantity} × ${added.name}.${added.message ? ` ${added.message}` : ''}`
            : null}
        </p>
        {view.treats.length ? (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="add-treats-list">
            {view.treats.map((treat) => (
              <li key={treat.addId}>
                <TreatCard treat={treat} headingLevel={headingLevel} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{NO_TREATS}</p>
        )}
        <p className="text-sm">
          <Link
            to={`/category/${ADD_TREATS_CATEGORY}`}
            className="inline-flex min-h-tap items-center underline underline-offset-4"
          >
            See all chocolate
          </Link>
        </p>
      </div>
    </AddedToBagContext.Provider>
  );
}

function TreatCard({ treat, headingLevel: Heading }: { treat: Treat; headingLevel: 'h2' | 'h3' }) {
  const { product } = treat;
  const image = product.images[0];
  return (
    <article
      className="flex h-full gap-3 rounded-card border border-cream-dark bg-white p-3"
      data-testid="treat"
      data-product-id={treat.addId}
    >
      {image ? (
        <img
          src={image.src}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          className="size-20 shrink-0 rounded object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="text-base font-semibold leading-snug">
          <Link to={productHref(product)} className="hover:underline">
            {product.name}
          </Link>
        </Heading>
        <ProductPrice product={product} />
        <AddToBagForm productId={treat.addId} productName={product.name} className="mt-auto" />
      </div>
    </article>
  );
}
