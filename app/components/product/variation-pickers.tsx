import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IMAGE_SIZES } from '~/models/image-constants.ts';
import type { Product, VariationValue } from '~/models/product.ts';
import { formatMoney } from '~/models/money.ts';
import { isValueDisabled, selectionWith, sizeOffer, type Selection } from '~/models/variants.ts';
import { useShopLocale } from './use-shop-locale.ts';

/** Swatches are 64 × 38 (spec §9). */
const SWATCH_HEIGHT = 38;

type PickerMode =
  /** The product page: each value is a link to the page with that choice (works without JavaScript). */
  | { hrefFor: (selection: Selection) => string; onSelect?: never }
  /** The quick view: choosing changes state, not the URL. */
  | { onSelect: (selection: Selection) => void; hrefFor?: never };

const VALUE = 'inline-flex min-h-11 items-center gap-2 rounded border-2 px-3 py-1 text-sm font-semibold';
const STATES = {
  chosen: 'border-chocolate bg-cream-dark',
  open: 'border-caramel bg-white hover:border-chocolate',
  disabled: 'cursor-not-allowed border-dashed border-caramel bg-white text-cocoa/70 line-through',
};

function ValueLabel({ value, detail }: { value: VariationValue; detail?: string | undefined }) {
  return (
    <>
      {value.swatch ? (
        <img
          src={value.swatch.src}
          alt=""
          width={IMAGE_SIZES.swatch}
          height={SWATCH_HEIGHT}
          loading="lazy"
          className="h-[38px] w-16 rounded-sm object-cover"
        />
      ) : null}
      {detail ? (
        <span className="flex flex-col items-start leading-tight">
          <span>{value.name}</span>
          <span className="text-xs font-normal text-cocoa">{detail}</span>
        </span>
      ) : (
        <span>{value.name}</span>
      )}
    </>
  );
}

/** A size button's second line: "24 pieces · $29.95" (either part when only it is known). */
function sizeDetail(
  product: Product,
  selection: Selection,
  value: string,
  money: (amount: number) => string,
): string | undefined {
  const { pieces, price } = sizeOffer(product, selection, value);
  const parts = [pieces ? `${pieces} pieces` : '', price !== undefined ? money(price) : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}

/**
 * Size, wrap and colour pickers (spec: driven by the URL — `?size=…&wrap=…`, `?color=` — and a value
 * is disabled when no orderable variant matches). The chosen value carries `aria-current`; disabled
 * values are not links and say so with `aria-disabled`.
 */
export function VariationPickers({
  product,
  selection,
  ...mode
}: { product: Product; selection: Selection } & PickerMode) {
  const groupId = useId();
  const { locale } = useShopLocale();
  if (!product.variationAttributes.length) return null;
  const money = (amount: number) => formatMoney(amount, product.currency, locale);
  return (
    <div className="space-y-4" data-testid="variation-pickers">
      {product.variationAttributes.map((attribute) => {
        const labelId = `${groupId}-${attribute.id}`;
        const chosen = attribute.values.find((value) => value.value === selection[attribute.id]);
        return (
          <div key={attribute.id} role="group" aria-labelledby={labelId} data-attribute={attribute.id}>
            <p id={labelId} className="mb-2 text-sm">
              <span className="font-semibold">{attribute.name}</span>
              {chosen ? <span className="text-cocoa">: {chosen.name}</span> : null}
            </p>
            <ul className="flex flex-wrap gap-2">
              {attribute.values.map((value) => {
                const isChosen = chosen?.value === value.value;
                const detail = attribute.id === 'size' ? sizeDetail(product, selection, value.value, money) : undefined;
                let control: ReactNode;
                if (isValueDisabled(product, attribute.id, value.value)) {
                  control = (
                    <span aria-disabled="true" className={`${VALUE} ${STATES.disabled}`}>
                      <ValueLabel value={value} detail={detail} />
                      <span className="sr-only"> (unavailable)</span>
                    </span>
                  );
                } else {
                  const next = selectionWith(product, selection, attribute.id, value.value);
                  const className = `${VALUE} ${isChosen ? STATES.chosen : STATES.open}`;
                  control = mode.hrefFor ? (
                    <Link
                      to={mode.hrefFor(next)}
                      replace
                      preventScrollReset
                      aria-current={isChosen ? 'true' : undefined}
                      className={className}
                    >
                      <ValueLabel value={value} detail={detail} />
                    </Link>
                  ) : (
                    <button
                      type="button"
                      aria-pressed={isChosen}
                      onClick={() => mode.onSelect?.(next)}
                      className={className}
                    >
                      <ValueLabel value={value} detail={detail} />
                    </button>
                  );
                }
                return <li key={value.value}>{control}</li>;
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
