import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { DEFAULT_SHIPMENT_ID } from '~/models/basket.ts';
import { RECIPIENT_LIST_SCROLL_ABOVE as SCROLL_ABOVE, type Recipient } from '~/models/multi-ship.ts';

/**
 * The recipients (checkout spec §3 "Recipient selection"), each with Edit (the edit form's page) and
 * its Remove form; the default shipment's recipient stays.
 */
export function RecipientList({
  recipients,
  editHref,
}: {
  recipients: readonly Recipient[];
  editHref: (shipmentId: string) => string;
}) {
  if (!recipients.length) return <p>No recipients yet. Add the first one below.</p>;
  return (
    <ul
      aria-label="Recipients"
      data-testid="recipient-list"
      className={`divide-y divide-caramel rounded border border-caramel bg-white ${recipients.length > SCROLL_ABOVE ? 'max-h-96 overflow-y-auto' : ''}`}
    >
      {recipients.map((recipient) => (
        <li key={recipient.shipmentId} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="min-w-0">
            <p className="font-semibold">{recipient.fullName}</p>
            <p className="text-sm break-words">{recipient.address}</p>
          </div>
          <div className="flex items-center gap-4">
            <Link
              to={editHref(recipient.shipmentId)}
              className="inline-flex min-h-11 items-center text-sm font-semibold underline"
              aria-label={`Edit ${recipient.fullName}`}
            >
              Edit
            </Link>
            {recipient.shipmentId === DEFAULT_SHIPMENT_ID ? null : (
              <Form method="post" action="/recipients">
                <input type="hidden" name="intent" value="remove-recipient" />
                <input type="hidden" name="shipmentId" value={recipient.shipmentId} />
                <Button type="submit" variant="link" size="sm" aria-label={`Remove ${recipient.fullName}`}>
                  Remove
                </Button>
              </Form>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
