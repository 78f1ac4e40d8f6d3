import { shippingEstimateText, type ShippingEstimate } from '~/models/shipping-estimate.ts';

/** Spec §2 "shipping estimate" (shipping fulfilment): "Order by 2 PM ET today for delivery by Fri, Dec 4". */
export function ShippingEstimateLine({ estimate }: { estimate: ShippingEstimate }) {
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-chocolate" data-testid="shipping-estimate">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7z" strokeLinejoin="round" />
        <circle cx="7" cy="17.5" r="1.5" />
        <circle cx="17" cy="17.5" r="1.5" />
      </svg>
      {shippingEstimateText(estimate)}
    </p>
  );
}
