/**
 * Analytics events of the content spec §7: `form_submit`, `newsletter`, `cta` and
 * `view_item_list`, and the help events of the catalog spec §2 (side sheets: clicks on the help info's phone or
 * e-mail links), pushed to `window.dataLayer` only with JavaScript and the shopper's consent (the cookie
 * notice's cookie). No tag manager or other third-party script is loaded: whatever reads the data layer is
 * added later by the business. These are the pure payload builders; the browser side is
 * `components/layout/analytics.tsx`.
 */
import { SIGNUP_PREFERENCES } from './service-form-rules.ts';

/** Spec §7: events are pushed with a 2000 ms callback time-out. */
export const ANALYTICS_EVENT_TIMEOUT_MS = 2000;

export type AnalyticsEvent =
  | { event: 'form_submit'; form_name: string; eventTimeout: number }
  | { event: 'newsletter'; form_name: string; newsletter_lists: string; eventTimeout: number }
  | { event: 'cta'; cta_text: string; cta_url: string; eventTimeout: number }
  | {
      event: 'view_item_list';
      item_list_name: string;
      items: { item_id: string; item_name: string; index: number }[];
      eventTimeout: number;
    }
  | { event: 'help'; help_type: 'phone' | 'email'; eventTimeout: number };

/** The public service forms by the path they post to; a post elsewhere (bag, account, checkout) is not an event. */
const FORM_NAMES: [RegExp, string][] = [
  [/^\/contact-us\/?$/, 'contact_us'],
  [/^\/emailsignup\/?$/, 'email_signup'],
  [/^\/gift-card-balance\/?$/, 'gift_card_balance'],
  [/^\/catalog-request\/?$/, 'catalog_request'],
  [/^\/find-a-concierge\/?$/, 'find_a_concierge'],
  [/^\/campaign\/[^/]+\/?$/, 'campaign'],
];

/** The analytics name of the service form posting to `pathname`, or null when it is not one. */
export function serviceFormName(pathname: string): string | null {
  return FORM_NAMES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * The events of a service form's submission: `form_submit`, plus `newsletter` when the shopper opted into a
 * newsletter list (the Sweet List and campaign forms' preferences, pipe-joined like the subscribe call).
 * `fields` are the posted fields; no events for a post that is not a service form.
 */
export function formSubmitEvents(pathname: string, fields: Iterable<[string, FormDataEntryValue]>): AnalyticsEvent[] {
  const formName = serviceFormName(pathname);
  if (!formName) return [];
  const values = new Map<string, string>();
  for (const [name, value] of fields) if (typeof value === 'string') values.set(name, value);
  const events: AnalyticsEvent[] = [
    { event: 'form_submit', form_name: formName, eventTimeout: ANALYTICS_EVENT_TIMEOUT_MS },
  ];
  const lists = SIGNUP_PREFERENCES.filter((preference) => values.get(preference.name) === 'on').map(
    (preference) => preference.list,
  );
  if (lists.length)
    events.push({
      event: 'newsletter',
      form_name: formName,
      newsletter_lists: lists.join('|'),
      eventTimeout: ANALYTICS_EVENT_TIMEOUT_MS,
    });
  return events;
}

/** A content call-to-action was followed: its visible text (whitespace collapsed) and its target. */
export function ctaEvent(text: string, url: string): AnalyticsEvent {
  return {
    event: 'cta',
    cta_text: text.replace(/\s+/g, ' ').trim().slice(0, 100),
    cta_url: url,
    eventTimeout: ANALYTICS_EVENT_TIMEOUT_MS,
  };
}

/** A help link was followed (catalog spec §2): its kind by the link's scheme; any other link is no event. */
export function helpEvent(href: string): AnalyticsEvent | null {
  const kind = /^tel:/i.test(href) ? 'phone' : /^mailto:/i.test(href) ? 'email' : null;
  return kind ? { event: 'help', help_type: kind, eventTimeout: ANALYTICS_EVENT_TIMEOUT_MS } : null;
}

/** A product list was shown: its name and the products in their order (index from 0). Empty lists are no event. */
export function viewItemListEvent(listName: string, products: { id: string; name: string }[]): AnalyticsEvent | null {
  if (!products.length) return null;
  return {
    event: 'view_item_list',
    item_list_name: listName,
    items: products.map((product, index) => ({ item_id: product.id, item_name: product.name, index })),
    eventTimeout: ANALYTICS_EVENT_TIMEOUT_MS,
  };
}
