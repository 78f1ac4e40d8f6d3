import { builderHref } from '~/models/custom-mix.ts';
import { useContext } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button.tsx';
import { AVAILABILITY_TEXT, availabilityStatus } from '~/models/availability.ts';
import { tileAction } from '~/models/tile-action.ts';
import { E_GIFT_CARD_CTA, E_GIFT_CARD_PATH } from '~/models/e-gift-card.ts';
import { IMAGE_SIZES, TILE_IMAGE_SIZES } from '~/models/image-constants.ts';
import type { Product } from '~/models/product.ts';
import { productHref } from '~/models/product-paths.ts';
import { WishHeart } from '~/components/wish-list/wish-heart.tsx';
import { AddToBagForm } from './add-to-bag-form.tsx';
import { AsLowAs } from './price-tiers.tsx';
import { ProductPrice } from './product-price.tsx';
import { QuickViewContext } from './quick-view-context.ts';

export function ProductTile({
  product,
  headingLevel = 'h3',
  eager = false,
}: {
  product: Product;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const openQuickView = useContext(QuickViewContext);
  const href = productHref(product);
  const status = availabilityStatus(product);
  const badge = status === 'in-stock' ? product.badge : AVAILABILITY_TEXT[status];
  const action = tileAction(product);
  const image = product.images[0];
  const Heading = headingLevel;
  return (
    <article
      className="relative flex h-full flex-col rounded-card bg-white p-3 shadow-sm"
      data-testid="product-tile"
      data-product-id={product.id}
    >
      <Link to={href} className="relative block" tabIndex={-1} aria-hidden="true" prefetch="intent">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? TILE_IMAGE_SIZES : undefined}
            alt=""
            width={IMAGE_SIZES.tile}
            height={IMAGE_SIZES.tile}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="aspect-square w-full rounded object-cover"
          />
        ) : (
          <div className="aspect-square w-full rounded bg-cream-dark" />
        )}
        {/* Narrower than the image by the wish heart in its top right corner, so a long badge wraps instead of running under it (2 columns at 390 px). */}
        {badge ? (
          <span className="absolute left-2 top-2 max-w-[calc(100%-4rem)] rounded bg-candy px-2 py-0.5 text-xs leading-tight font-bold uppercase text-white">
            {badge}
          </span>
        ) : null}
      </Link>
      <WishHeart productId={product.id} productName={product.name} className="absolute right-5 top-5" />
      <Heading className="mt-3 text-base font-semibold leading-snug">
        <Link to={href} className="hover:underline" prefetch="intent">
          {product.name}
        </Link>
      </Heading>
      {product.rating !== undefined ? (
        <p className="mt-1 text-sm text-cocoa">
          <span aria-hidden="true">★ </span>
          <span className="sr-only">Rated </span>
          {product.rating.toFixed(1)}
          <span className="sr-only"> out of 5</span>
          {product.reviewCount !== undefined
            ? ` (${product.reviewCount}${product.reviewCount === 1 ? ' review' : ' reviews'})`
            : null}
        </p>
      ) : null}
      <div className="mt-2">
        <ProductPrice product={product} />
        <AsLowAs tiers={product.tieredPrices} currency={product.currency} />
      </div>
      <div className="mt-auto pt-3">
        {action.kind === 'create-box' ? (
          <ButtonLink to={builderHref(product)} variant="secondary" size="sm" className="w-full">
            Create a Box
          </ButtonLink>
        ) : action.kind === 'e-gift-card' ? (
          <ButtonLink to={E_GIFT_CARD_PATH} variant="secondary" size="sm" className="w-full">
            {E_GIFT_CARD_CTA}
          </ButtonLink>
        ) : action.kind === 'pick-options' ? (
          <ButtonLink
            to={href}
            variant="secondary"
            size="sm"
            className="w-full"
            aria-haspopup={openQuickView ? 'dialog' : undefined}
            onClick={(event) => {
              if (!openQuickView || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              openQuickView(product);
            }}
          >
            Pick options
          </ButtonLink>
        ) : action.kind === 'add' ? (
          <AddToBagForm productId={action.productId} productName={product.name} />
        ) : null}
      </div>
    </article>
  );
}
