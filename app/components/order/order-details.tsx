import type { ReactNode } from 'react';
import { ButtonLink } from '~/components/ui/button.tsx';
import { formatMoney } from '~/models/money.ts';
import type { ShipmentView } from '~/models/order-view.ts';
import type { PaymentLine } from '~/models/order-payment-lines.ts';
import { pickUpAt } from '~/models/pickup.ts';

/** A titled block of the review page and the confirmation, with an optional "Edit" link to the step that changes it. */
export function DetailBlock({
  title,
  edit,
  children,
  testId,
}: {
  title: string;
  edit?: { to: string; label: string };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" data-testid={testId}>
      <div className="mb-2 flex items-baseline justify-between gap-4">
        <h3 className="text-lg font-bold">{title}</h3>
        {edit ? (
          <ButtonLink to={edit.to} variant="link" aria-label={edit.label}>
            Edit
          </ButtonLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function AddressLines({ lines }: { lines: string[] }) {
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={`${index}-${line}`} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Each shipment: address, method, gift message, delivery instructions and, once shipped, tracking; a pick-up shipment: the shop and the pick-up person. */
export function ShipmentDetails({ shipments, editTo }: { shipments: ShipmentView[]; editTo?: string }) {
  // A pick-up shipment is titled by its shop; the shipped ones are numbered among themselves.
  const shipped = shipments.filter((shipment) => !shipment.pickup);
  return (
    <>
      {shipments.map((shipment) => (
        <DetailBlock
          key={shipment.id}
          title={
            shipment.pickup
              ? pickUpAt(shipment.pickup.shop)
              : shipped.length > 1
                ? `Shipment ${shipped.indexOf(shipment) + 1}`
                : 'Shipping'
          }
          testId={shipment.pickup ? 'pickup-shipment' : 'shipment'}
          {...(editTo
            ? {
                edit: {
                  to: editTo,
                  label: shipment.pickup ? 'Edit pick-up person' : 'Edit shipping address, method and gift message',
                },
              }
            : {})}
        >
          <AddressLines lines={shipment.address} />
          <dl className="mt-3 space-y-1 text-sm">
            {shipment.pickup?.person.length ? (
              <Item term="Pick-up person" value={shipment.pickup.person.join('\n')} />
            ) : null}
            {shipment.method ? <Item term="Shipping method" value={shipment.method} /> : null}
            {shipment.delivery ? <Item term="Delivery" value={shipment.delivery} /> : null}
            {shipment.giftMessage ? <Item term="Gift message" value={shipment.giftMessage} /> : null}
            {shipment.deliveryInstructions ? (
              <Item term="Delivery instructions" value={shipment.deliveryInstructions} />
            ) : null}
            {shipment.status ? <Item term="Status" value={shipment.status} /> : null}
            {shipment.trackingNumber ? (
              <Item
                term="Tracking number"
                value={
                  shipment.trackingUrl ? (
                    <a href={shipment.trackingUrl} className="underline" rel="noopener noreferrer" target="_blank">
                      {shipment.trackingNumber}
                      <span className="sr-only"> (opens the carrier’s tracking page in a new tab)</span>
                    </a>
                  ) : (
                    shipment.trackingNumber
                  )
                }
              />
            ) : null}
          </dl>
        </DetailBlock>
      ))}
    </>
  );
}

function Item({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{term}:</dt>
      <dd className="whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** Payments (masked) and the billing address. */
export function PaymentDetails({
  payments,
  billingAddress,
  currency,
  editTo,
}: {
  payments: PaymentLine[];
  billingAddress: string[];
  currency: string;
  editTo?: string;
}) {
  return (
    <DetailBlock
      title="Payment"
      testId="payment"
      {...(editTo ? { edit: { to: editTo, label: 'Edit payment and billing address' } } : {})}
    >
      <ul className="space-y-1">
        {payments.map((payment) => (
          // Spaces between the parts, not margins only: screen readers read the line as one text.
          <li key={payment.id}>
            <span className="font-semibold">{payment.label}</span>
            {payment.masked ? (
              <>
                {' '}
                <span className="ml-1 font-mono">{payment.masked}</span>
              </>
            ) : null}
            {payment.account ? (
              <>
                {' '}
                <span className="ml-1 break-all">({payment.account})</span>
              </>
            ) : null}
            {payment.expires ? (
              <>
                {' '}
                <span className="ml-1 text-sm text-cocoa">expires {payment.expires}</span>
              </>
            ) : null}
            {payment.amount !== undefined && payment.kind !== 'none' ? (
              <>
                {' '}
                <span className="ml-1">{formatMoney(payment.amount, currency)}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {billingAddress.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-sm font-semibold">Billing address</h4>
          <AddressLines lines={billingAddress} />
        </div>
      ) : null}
    </DetailBlock>
  );
}
