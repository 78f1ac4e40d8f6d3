import { Link } from 'react-router';
import { BoxContents } from '~/components/boxes/box-contents.tsx';
import { formatMoney } from '~/models/money.ts';
import type { OrderLine } from '~/models/order-view.ts';

/** The products of a basket or an order: name (linking to the product), variation, quantity, price. */
export function OrderLines({
  lines,
  currency,
  title = 'Items',
}: {
  lines: OrderLine[];
  currency: string;
  title?: string;
}) {
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="mb-3 text-xl font-bold">
        {title}
      </h2>
      <ul className="divide-y divide-cream-dark rounded-lg bg-white shadow-sm" data-testid="order-lines">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
            <div>
              <Link
                to={`/product/${encodeURIComponent(line.productId)}`}
                className="font-semibold underline-offset-4 hover:underline"
              >
                {line.name}
              </Link>
              {line.variation ? <p className="text-sm text-cocoa">{line.variation}</p> : null}
              {line.boxContents ? <BoxContents contents={line.boxContents} /> : null}
              {line.recipient ? <p className="text-sm">{line.recipient}</p> : null}
              {line.repeat ? (
                <p className="text-sm font-semibold" data-testid="order-line-repeat">
                  {line.repeat}
                </p>
              ) : null}
              <p className="text-sm">Quantity: {line.quantity}</p>
              {line.destination ? (
                <p className="text-sm" data-testid="order-line-destination">
                  {line.destination.map((part, index) => (
                    <span key={part} className={index === 0 ? 'block font-semibold' : 'block'}>
                      {part}
                    </span>
                  ))}
                </p>
              ) : null}
            </div>
            {line.price !== undefined ? (
              <p className="text-right">
                {line.basePrice !== undefined ? (
                  <>
                    <s className="mr-1 text-sm text-cocoa">
                      <span className="sr-only">Was </span>
                      {formatMoney(line.basePrice, currency)}
                    </s>{' '}
                  </>
                ) : null}
                <span className="font-semibold">{formatMoney(line.price, currency)}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
