/**
 * The service forms' commerce calls (content spec §7), through the shop's `marketing` and `payment`
 * custom APIs with the storefront's own token: a form needs no shopper session. The backend stores
 * each submission and sends what a real one would (its outbox in the sandbox).
 */
import { stripPhone, type AddressInput } from '~/models/address-rules.ts';
import type { VerificationResult } from '~/models/address-verification.ts';
import { campaignEntered, campaignFrom, type Campaign, type CampaignEntry } from '~/models/campaign.ts';
import { LEAD_REASON, type CatalogRequest } from '~/models/catalog-request.ts';
import { CONTACT_CASE, DIGITAL_CATALOG_CONTENT_ID } from '~/models/content-constants.ts';
import type { ContactForm, EmailSignupForm } from '~/models/service-forms.ts';
import type { ShopListItem } from '~/models/find-a-shop.ts';
import { sameOriginImageSrc } from '~/models/image-url.ts';
import { subscribeList } from '~/models/service-form-rules.ts';
import { storefrontApis } from './app-token.server.ts';
import { contentItems, type CatalogScope } from './catalog.server.ts';
import { commerceProblem, passesThrough } from './commerce-errors.server.ts';
import { storefrontEnv } from './env.server.ts';
import type { ShopperSession } from './session.server.ts';

/**
 * Whether the backend mails the address in the form (a confirmation, a welcome, the catalog link):
 * false once that mailbox had its mail today (RATE_LIMITS, `attempt.sendMail`); the submission goes
 * through either way.
 */
export interface FormMail {
  sendConfirmation: boolean;
}

/** Contact (web-to-case): the fields, with the case's fixed priority and status (spec §3 hidden fields). */
export async function sendContactRequest(
  scope: CatalogScope,
  contact: ContactForm,
  { sendConfirmation }: FormMail,
): Promise<{ caseNumber?: string }> {
  const apis = await storefrontApis(scope);
  const { firstName, lastName, email, phone, orderNumber, type, description } = contact;
  return apis.custom('marketing', 'contact', {
    method: 'POST',
    body: {
      firstName,
      lastName,
      email,
      phone: phone ?? '',
      orderNumber: orderNumber ?? '',
      type,
      description,
      ...CONTACT_CASE,
      sendConfirmation,
    },
  });
}

/** The Sweet List (spec §7 "Subscriptions subscribe"): the lists joined by a pipe, the phone as digits and x/e/t. */
export async function subscribeToNewsletter(
  scope: CatalogScope,
  signup: EmailSignupForm,
  { sendConfirmation }: FormMail,
): Promise<void> {
  const apis = await storefrontApis(scope);
  await apis.custom('marketing', 'newsletter-subscribe', {
    method: 'POST',
    body: {
      sendConfirmation,
      email: signup.email,
      firstName: signup.firstName,
      lastName: signup.lastName,
      phone: signup.phoneNumber ? stripPhone(signup.phoneNumber) : '',
      postal: signup.zipCode,
      birthday: signup.birthDay,
      subscribelist: subscribeList(signup),
    },
  });
}

/** The balance answer (spec §3 "Gift card balance" response). */
export interface GiftCardBalanceAnswer {
  success?: boolean;
  availableBalance?: number;
  currency?: string;
  message?: string;
}

/** Spec §7: POST gift-card-balance with c_number and c_cvn. */
export async function giftCardBalance(
  scope: CatalogScope,
  card: { giftCardNumber: string; securityCode: string },
): Promise<GiftCardBalanceAnswer> {
  const apis = await storefrontApis(scope);
  return apis.custom<GiftCardBalanceAnswer>('payment', 'gift-card-balance', {
    method: 'POST',
    body: { c_number: card.giftCardNumber, c_cvn: card.securityCode },
  });
}

/**
 * What the backend said when it refused a form (a 4xx with a message: spec §8 "the server's own
 * message"), or null for any other failure, which the route answers with its generic text.
 * Redirects and maintenance pass through.
 */
export async function refusalMessage(error: unknown): Promise<string | null> {
  if (passesThrough(error)) throw error;
  const problem = await commerceProblem(error);
  if (!problem || problem.status >= 500 || problem.status === 429) return null;
  return problem.detail ?? problem.message ?? null;
}

/** The e-mail the shopper is known by (a registered customer's, or the one a guest gave on the contact form), to fill in. */
export function knownEmail(session: ShopperSession): string | undefined {
  return session.profile?.email ?? session.current?.guestEmail;
}

/** Content spec §6: a guest's contact e-mail is kept for later forms (a registered customer has one). */
export async function rememberGuestEmail(session: ShopperSession, email: string): Promise<void> {
  if (session.isRegistered) return;
  await session.update((data) => ({ ...data, guestEmail: email }));
}

/** Catalog spec §4: a US catalog address is verified first (the `shipping` custom API's verification). */
export async function verifyCatalogAddress(scope: CatalogScope, address: AddressInput): Promise<VerificationResult> {
  const apis = await storefrontApis(scope);
  const { address1, address2, city, stateCode, postalCode, countryCode } = address;
  return apis.custom<VerificationResult>('shipping', 'shipping-address', {
    method: 'GET',
    parameters: { address1, address2, city, stateCode, postalCode, countryCode },
  });
}

/**
 * Catalog spec §7 "Marketing lead": the request with its reason; consent false, and the Sweet
 * List's offers list when the shopper left the opt-in ticked.
 */
export async function sendMarketingLead(
  scope: CatalogScope,
  request: CatalogRequest,
  address: AddressInput,
  { sendConfirmation }: FormMail,
): Promise<void> {
  const apis = await storefrontApis(scope);
  const postal = request.kind === 'postal';
  await apis.custom('marketing', 'marketing-lead', {
    method: 'POST',
    body: {
      reason: LEAD_REASON[request.kind],
      companyName: request.companyName ?? '',
      organizationType: request.organizationType ?? '',
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone: (request.phone ?? '').replace(/\D/g, ''),
      countryCode: request.countryCode,
      postalCode: postal ? address.postalCode : (request.postalCode ?? ''),
      ...(postal
        ? {
            address1: address.address1,
            address2: address.address2,
            city: address.city,
            stateCode: address.stateCode,
            phoneExt: request.phoneExt ?? '',
          }
        : {}),
      consent: false,
      ...(request.marketingOptIn ? { subscribelist: 'offersupdates' } : {}),
      sendConfirmation,
    },
  });
}

/** Catalog spec §7: the online catalog's download link is its content item's `cta.ctaLink`. */
export async function digitalCatalogLink(scope: CatalogScope): Promise<string | null> {
  const [item] = await contentItems(scope, [DIGITAL_CATALOG_CONTENT_ID]);
  const link = (item?.cta as { ctaLink?: unknown } | undefined)?.ctaLink;
  return typeof link === 'string' && /^https?:\/\//.test(link)
    ? sameOriginImageSrc(link, storefrontEnv().imageUpstream)
    : null;
}

/** Catalog spec §3 "Concierge". */
export interface Concierge {
  name: string;
  phone: string;
  email: string;
}

/** Catalog spec §7 "Find concierge": by postal code; the reply has the concierge or none. */
export async function findConcierge(scope: CatalogScope, postalCode: string): Promise<Concierge | null> {
  const apis = await storefrontApis(scope);
  const reply = await apis.custom<{ concierge?: Concierge | null }>('stores', 'find-concierge', {
    method: 'GET',
    parameters: { postalCode },
  });
  return reply.concierge ?? null;
}

/** The campaign a content item describes (content spec §2 placeholders), or null. */
export async function loadCampaign(scope: CatalogScope, id: string): Promise<Campaign | null> {
  const [item] = await contentItems(scope, [id]);
  return campaignFrom(item);
}

/** Content spec §7 "Campaign form": the customer event call with the campaign and the entry; whether it entered the shopper. */
export async function sendCampaignEntry(
  scope: CatalogScope,
  campaign: Campaign,
  entry: CampaignEntry,
): Promise<boolean> {
  const apis = await storefrontApis(scope);
  const reply = await apis.custom('marketing', 'campaign-entries', {
    method: 'POST',
    body: {
      eventId: campaign.eventId,
      eventPhase: campaign.eventPhase,
      maxAllowed: campaign.maxAllowed,
      sweepstakes: campaign.sweepstakes,
      ...entry,
      birthdate: entry.birthdate ?? '',
    },
  });
  return campaignEntered(reply);
}

/** Content spec §7 "Shop list": every shop with its details and directions links. */
export async function loadShopList(scope: CatalogScope): Promise<ShopListItem[]> {
  const apis = await storefrontApis(scope);
  const reply = await apis.custom<{ stores?: ShopListItem[] }>('stores', 'shop-list', { method: 'GET' });
  return reply.stores ?? [];
}
