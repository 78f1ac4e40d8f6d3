import { SubscriptionOffer } from '~/components/subscriptions/subscription-offer.tsx';
import { isSubscriptionEligible } from '~/models/subscription.ts';
import { useLocation, useNavigation, type MetaDescriptor } from 'react-router';
import { useNonce } from '~/components/nonce.tsx';
import { Breadcrumbs } from '~/components/ui/breadcrumbs.tsx';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import type { Product } from '~/models/product.ts';
import { inlineJson, productCrumbs, productDescription, productJsonLd, productTitle } from '~/models/product-page.ts';
import { galleryImages, selectionFromSearch, selectionQuery } from '~/models/variants.ts';
import type { ProductPageData } from '~/services/product-page.server.ts';
import { RecommendationCarousel } from './recommendation-carousel.tsx';
import { ProductDescription } from './product-description.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductNotices } from './product-notices.tsx';
import { PriceTierTable } from './price-tiers.tsx';
import { ProductPrice } from './product-price.tsx';
import { BnplMessage } from '~/components/payment/bnpl-message.tsx';
import { ProductBuyBar, PRODUCT_ADD_FORM_ID } from './product-buy-bar.tsx';
import { ProductReviewsIsland } from './product-reviews-island.tsx';
import { ShippingEstimateLine } from './shipping-estimate.tsx';
import { ProductPurchase, withEditParam, type LineEdit } from './product-purchase.tsx';
import { VariationPickers } from './variation-pickers.tsx';
import { WishHeart } from '~/components/wish-list/wish-heart.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { E_GIFT_CARD_CTA, E_GIFT_CARD_PATH, E_GIFT_CARD_PRODUCT_ID } from '~/models/e-gift-card.ts';

/** The page's head: title with the display-name-plus-brand fallback, description, canonical link. */
export function productMeta(data: ProductPageData | null | undefined): MetaDescriptor[] {
  if (!data) return [{ title: 'Page not found | Sweet Shop' }, { name: 'robots', content: 'noindex' }];
  const { product } = data.view;
  const description = productDescription(product);
  return [
    { title: productTitle(product) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: data.canonicalUrl },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: data.canonicalUrl },
    // og:image must be absolute; our own image paths are resolved on the site's public origin.
    ...(product.images[0] ? [{ property: 'og:image', content: new URL(product.images[0].src, data.origin).href }] : []),
  ];
}

function Rating({ product }: { product: Product }) {
  if (product.rating === undefined) return null;
  return (
    <a
      href="#pdp-reviews-section"
      className="inline-flex min-h-touch items-center gap-1 text-sm text-cocoa hover:underline"
    >
      <span aria-hidden="true" className="text-candy">
        ★
      </span>
      <span className="sr-only">Rated</span> {product.rating.toFixed(1)}
      <span className="sr-only"> out of 5</span>
      {product.reviewCount !== undefined ? <span> ({product.reviewCount} reviews)</span> : null}
    </a>
  );
}

/**
 * The product page (catalog spec §2), shared by `/product/:id` and every `…/{id}.html` shape: the
 * critical part renders from the loader's product; the two carousels stream in after it. With
 * `edit` (a bag line's edit link, checkout spec §2) the pickers keep the line and "Update" replaces it.
 */
export function ProductPage({ data, edit }: { data: ProductPageData; edit?: LineEdit }) {
  const { view, origin } = data;
  const { product, variant, selection } = view;
  const eGiftCard = product.id === E_GIFT_CARD_PRODUCT_ID;
  const location = useLocation();
  const navigation = useNavigation();
  const nonce = useNonce();
  // A picker's link to this page shows its colour or wrap at once, while the page's data loads.
  const pending =
    navigation.location?.pathname === location.pathname
      ? selectionFromSearch(product, new URLSearchParams(navigation.location.search))
      : {};
  const images = galleryImages(product, { ...selection, ...pending });
  return (
    <article aria-labelledby="product-name" data-testid="product-page" data-product-id={product.id}>
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: inlineJson(productJsonLd(view, origin)) }}
      />
      {/* Third-party loaders, async: React puts them in the head, once each, also after a client-side navigation. */}
      {data.thirdParty?.map((src) => (
        <script key={src} async src={src} />
      ))}
      <Breadcrumbs crumbs={productCrumbs(product)} />
      {/* On phones the name, item number and rating come before the gallery, so they are in the first screen; from md
          up they head the right-hand column beside it (the gallery spans both rows, the second row takes its slack). */}
      <div className="grid gap-x-8 gap-y-4 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-12 md:gap-y-5">
        <div className="md:col-start-2 md:row-start-1">
          <div className="space-y-2">
            {product.badge ? (
              <p
                className="inline-block rounded bg-candy px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white"
                data-testid="product-badge"
              >
                {product.badge}
              </p>
            ) : null}
            <div className="flex items-start justify-between gap-3">
              <h1 id="product-name" className="font-display text-3xl font-bold leading-tight md:text-4xl">
                {product.name}
              </h1>
              {edit ? null : (
                <WishHeart
                  productId={product.id}
                  productName={product.name}
                  colorId={selection.color}
                  className="shrink-0"
                />
              )}
            </div>
            <p className="text-sm text-cocoa">
              Item #<span data-testid="product-id">{product.id}</span>
            </p>
            {view.status === 'coming-soon' ? null : <Rating product={product} />}
          </div>
        </div>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          <ProductGallery key={images[0]?.src} images={images} name={product.name} />
        </div>
        <div className="flex flex-col gap-5 md:col-start-2 md:row-start-2">
          <ProductNotices product={product} />
          <ProductPrice product={product} {...(variant ? { variant } : {})} size="lg" />
          <PriceTierTable tiers={variant?.tieredPrices ?? product.tieredPrices} currency={product.currency} />
          {data.bnpl ? <BnplMessage plan={data.bnpl} currency={product.currency} /> : null}
          <ProductDescription text={product.longDescription} />
          {product.promotions.length ? (
            <ul className="space-y-1" aria-label="Promotions" data-testid="promotions">
              {product.promotions.map((promotion) => (
                <li key={promotion.id} className="text-sm font-semibold text-candy-dark">
                  {promotion.callout}
                </li>
              ))}
            </ul>
          ) : null}
          <VariationPickers
            product={product}
            selection={selection}
            hrefFor={(next) => `${location.pathname}${withEditParam(selectionQuery(product, next), edit)}`}
          />
          {data.shippingEstimate && view.availableAndOrderable && !product.flags.isGiftCard ? (
            <ShippingEstimateLine estimate={data.shippingEstimate} />
          ) : null}
          {eGiftCard ? (
            // Its recipient, amount and date come from the e-gift card form: no ordinary line, no pick-up.
            <ButtonLink to={E_GIFT_CARD_PATH} className="w-full md:max-w-[235px]" data-testid="e-gift-card-link">
              {E_GIFT_CARD_CTA}
            </ButtonLink>
          ) : (
            <ProductPurchase
              view={view}
              fulfilment={data.fulfilment ?? null}
              {...(edit ? { edit } : {})}
              formId={PRODUCT_ADD_FORM_ID}
            />
          )}
          {isSubscriptionEligible(product, view.availableAndOrderable) ? (
            <SubscriptionOffer productId={view.orderId} current={data.repeatDelivery ?? undefined} />
          ) : null}
        </div>
      </div>
      {!edit && !eGiftCard && !view.customMix && !view.showBackInStock && view.availableAndOrderable ? (
        <ProductBuyBar view={view} />
      ) : null}
      <ProductReviewsIsland product={product} comingSoon={view.status === 'coming-soon'} />
      <RecommendationCarousel title={CATALOG_MESSAGES.customersAlsoLove} carousel={data.alsoLove} />
      <RecommendationCarousel title={CATALOG_MESSAGES.recentlyViewed} carousel={data.recentlyViewed} />
      {/* Records this view in the browser's recently-viewed cookie; the public page itself sets no cookie. Low
          priority: React would otherwise preload it in the head, beside the stylesheet and the gallery's first image. */}
      {data.recordViewPath ? (
        <img src={data.recordViewPath} alt="" width={1} height={1} hidden fetchPriority="low" />
      ) : null}
    </article>
  );
}
