import { Link } from 'react-router';
import { InfoIcon } from '~/components/ui/icons/info-icon.tsx';
import { COLD_PACK_NOTE, KOSHER_CERTIFICATE_PATH, SHIPPING_RATES_PATH } from '~/models/catalog-constants.ts';
import { CATALOG_MESSAGES } from '~/models/catalog-messages.ts';
import type { Product } from '~/models/product.ts';
import { InfoDialog } from './info-dialog.tsx';

/** A small round mark with letters in it (the certification logos), decorative: the text beside it names it. */
function Mark({ letters }: { letters: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text
        x="12"
        y="16"
        textAnchor="middle"
        fontSize={letters.length > 1 ? 8 : 11}
        fontWeight="700"
        fill="currentColor"
        fontFamily="Georgia, serif"
      >
        {letters}
      </text>
    </svg>
  );
}

/**
 * Spec (product page): the "Heat Sensitive" / "Warm Weather Friendly" notice with a link to the
 * shipping rates, the kosher and dairy-free marks linking to the kosher certificate, and the
 * "View Ingredients" modal (the product's ingredients plus those of each component).
 */
export function ProductNotices({ product }: { product: Product }) {
  const { flags } = product;
  const heat = flags.isMeltable
    ? { label: CATALOG_MESSAGES.heatSensitive, text: CATALOG_MESSAGES.heatSensitiveText }
    : { label: CATALOG_MESSAGES.warmWeatherFriendly, text: CATALOG_MESSAGES.warmWeatherFriendlyText };
  const hasIngredients = Boolean(product.ingredients) || product.ingredientsLinks.length > 0;
  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-3" data-testid="product-notices">
      {flags.isGiftCard ? null : (
        <div className="flex flex-wrap items-center gap-x-2">
          <InfoDialog label={heat.label} title={heat.label} icon={<InfoIcon className="size-5" />}>
            <p>{heat.text}</p>
            <p className="mt-3">
              <Link to={SHIPPING_RATES_PATH} className="font-semibold underline underline-offset-4">
                Shipping rates and delivery times
              </Link>
            </p>
          </InfoDialog>
          {/* The reassurance itself, readable without opening the dialog. */}
          {flags.isMeltable ? (
            <span className="text-sm text-cocoa" data-testid="cold-pack">
              {COLD_PACK_NOTE}
            </span>
          ) : null}
        </div>
      )}
      {flags.isKosher || flags.isDairyFree ? (
        <ul className="flex flex-wrap gap-4 text-sm" aria-label="Certifications">
          {flags.isKosher ? (
            <li>
              <Link
                to={KOSHER_CERTIFICATE_PATH}
                className="inline-flex items-center gap-1.5 font-semibold hover:underline"
              >
                <Mark letters="K" />
                Kosher
              </Link>
            </li>
          ) : null}
          {flags.isDairyFree ? (
            <li>
              <Link
                to={KOSHER_CERTIFICATE_PATH}
                className="inline-flex items-center gap-1.5 font-semibold hover:underline"
              >
                <Mark letters="DF" />
                Dairy Free
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      {hasIngredients ? (
        <InfoDialog label={CATALOG_MESSAGES.viewIngredients} title={`Ingredients: ${product.name}`}>
          {product.ingredients ? <p>{product.ingredients}</p> : null}
          {product.ingredientsLinks.length ? (
            <dl className="mt-3 space-y-3">
              {product.ingredientsLinks.map((component) => (
                <div key={component.name}>
                  <dt className="font-semibold">{component.name}</dt>
                  <dd>{component.ingredients}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </InfoDialog>
      ) : null}
    </div>
  );
}
