/**
 * The registered customer's account (checkout spec §2–§8): the customer, order history and order
 * details, reorder, profile, password and preferences, through SCAPI shopper-customers and the
 * `account` custom API. Account pages need a registered customer: guests go to /login and come back
 * afterwards. Another customer's resource is "not found", whatever the backend answers for it
 * (400, 403 or 404).
 */
import { redirect, type MiddlewareFunction } from 'react-router';
import { generateAddressId } from '~/models/address-book.ts';
import {
  formatPhone,
  isCountryCode,
  normalizePostalCode,
  type AddressInput,
  type SavedAddress,
} from '~/models/address-rules.ts';
import { ORDER_CALL_TIMEOUT_MS, ORDER_REQUEST_BUDGET_MS } from '~/models/commerce-constants.ts';
import { ORDER_HISTORY_PAGE_SIZE } from '~/models/account-constants.ts';
import { ACCOUNT_MESSAGES } from '~/models/account-messages.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import type { Order } from '~/models/order-view.ts';
import {
  customMixPieceIds,
  notOrderableMessage,
  orderSummaries,
  reorderAddedMessage,
  pageOffset,
  paging,
  reorderPlan,
  type OrderHistoryReply,
  type OrderSummary,
  type Paging,
  type ReorderLine,
} from '~/models/order-history.ts';
import { signInPath } from '~/models/safe-redirect.ts';
import type { NewCard } from '~/models/billing-form.ts';
import type { ProfileChange } from '~/models/account-forms.ts';
import { CREDIT_CARD_METHOD } from '~/models/gift-card.ts';
import { addCardFailureMessage, UNAUTHORIZED_TITLE } from '~/models/wallet.ts';
import { shippingShipmentId } from '~/models/basket.ts';
import { addToBag, BagProblem } from './bag.server.ts';
import type { RequestBasket } from './basket.server.ts';
import { getProducts, type CatalogScope } from './catalog.server.ts';
import { commerceProblem, isOutage, passesThrough, shopperFacingProblem } from './commerce-errors.server.ts';
import { CardRefused, tokeniseCard } from './payment.server.ts';
import type { ShopperSession } from './session.server.ts';
import { shopperSession } from './session-middleware.server.ts';
import { savedAddresses } from './shipping.server.ts';

/** A guest (or a session that ran out) is sent to /login with the page to come back to. */
export function requireRegistered(request: Request, session: ShopperSession): void {
  if (!session.isRegistered) throw redirect(signInPath(new URL(request.url)));
}

/**
 * The account area's guard (routes/account-area.tsx): it runs before every loader and action of the area, page
 * loads, form posts and data requests alike, so no account page can forget it.
 */
export const registeredMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  requireRegistered(request, shopperSession(context));
  return next();
};

export async function requireRegisteredCustomer(request: Request, session: ShopperSession) {
  requireRegistered(request, session);
  // A registered session that ran out is sent to /login (with the alert) by the session itself.
  const apis = await session.apis();
  return apis.customers.getCustomer({ parameters: { customerId: await session.customerId() } });
}

export type Customer = Awaited<ReturnType<typeof requireRegisteredCustomer>>;

/**
 * The customer, or null when the backend cannot answer (the page says "Customer info is not
 * available", spec §8) – redirects and maintenance pass through.
 */
export async function customerOrNull(request: Request, session: ShopperSession): Promise<Customer | null> {
  try {
    return await requireRegisteredCustomer(request, session);
  } catch (error) {
    if (passesThrough(error) || isOutage(error)) throw error;
    console.warn('[account] customer read failed:', (error as Error)?.message ?? error);
    return null;
  }
}

/** "Not yours" in any of the backend's words: 400 (invalid-customer), 403 or 404. */
export const isNotYours = (status: number | undefined) => status === 400 || status === 403 || status === 404;

export type OrderHistory = { orders: OrderSummary[]; paging: Paging } | { error: string };

/** Spec §4: one page of the customer's orders; a backend failure is the spec's message, not an error page. */
export async function orderHistory(
  session: ShopperSession,
  page: number,
  size: number = ORDER_HISTORY_PAGE_SIZE,
): Promise<OrderHistory> {
  try {
    const apis = await session.apis();
    const reply = await apis.custom<OrderHistoryReply>('account', 'order-history-list', {
      parameters: {
        customerId: await session.customerId(),
        offset: String(pageOffset(page, size)),
        limit: String(size),
      },
    });
    const orders = orderSummaries(reply);
    return { orders, paging: paging(page, orders.length, reply.total ?? 0, size) };
  } catch (error) {
    if (passesThrough(error) || isOutage(error)) throw error;
    console.warn('[account] order history failed:', (error as Error)?.message ?? error);
    return { error: ACCOUNT_MESSAGES.orderHistoryFailed };
  }
}

/** One of the customer's orders, or null when there is no such order of theirs. */
export async function customerOrder(session: ShopperSession, orderNo: string): Promise<Order | null> {
  const apis = await session.apis();
  try {
    return await apis.custom<Order>('account', 'order-details', { parameters: { orderNo } });
  } catch (error) {
    const problem = await commerceProblem(error);
    if (problem && isNotYours(problem.status)) return null;
    throw error;
  }
}

export interface ReorderOutcome {
  /** The bag's messages: what was added, reduced to stock, refused, and what cannot be ordered again. */
  messages: string[];
  added: number;
}

/**
 * Spec §4 "Reorder": the order's reorderable lines go back into the bag (custom mixes with their
 * still-sold boxes only), each through the bag's add rule (stock check); the others are listed.
 * Null when the order is not the customer's.
 */
export async function reorder(
  session: ShopperSession,
  requestBasket: RequestBasket,
  scope: CatalogScope,
  orderNo: string,
): Promise<ReorderOutcome | null> {
  // Several adds in one request: the budget of placing an order, not of a page read.
  session.calls.setBudget(ORDER_REQUEST_BUDGET_MS, ORDER_CALL_TIMEOUT_MS);
  const order = await customerOrder(session, orderNo);
  if (!order) return null;
  const lines = (order.productItems ?? []) as ReorderLine[];
  const pieces = new Map((await getProducts(scope, customMixPieceIds(lines))).map((product) => [product.id, product]));
  const plan = reorderPlan(lines, (box) => pieces.get(box.pid)?.orderable === true);
  const messages: string[] = [];
  let added = 0;
  for (const item of plan.add) {
    try {
      if (item.c_customMix) {
        const basket = await requestBasket.open();
        const apis = await session.apis();
        requestBasket.remember(
          await apis.baskets.addItemToBasket({
            parameters: { basketId: basket.basketId },
            body: [
              {
                productId: item.productId,
                quantity: item.quantity,
                shipmentId: shippingShipmentId(basket),
                c_customMix: item.c_customMix,
              } as never,
            ],
          }),
        );
      } else {
        const result = await addToBag(session, requestBasket, scope, item.productId, item.quantity);
        if (result.message) messages.push(`${result.name}: ${result.message}`);
      }
      added += 1;
    } catch (error) {
      const name = lines.find((line) => line.productId === item.productId)?.productName ?? item.productId;
      if (error instanceof BagProblem) {
        messages.push(`${name}: ${error.message}`);
        continue;
      }
      const problem = await shopperFacingProblem(error);
      messages.push(`${name}: ${problem.detail ?? MESSAGES.cannotAddToBag}`);
    }
  }
  if (plan.notOrderable.length) messages.push(notOrderableMessage(plan.notOrderable.map((line) => line.name)));
  return {
    messages: added ? [reorderAddedMessage(added), ...messages] : [ACCOUNT_MESSAGES.reorderNothingAdded, ...messages],
    added,
  };
}

/**
 * Spec §3 Customer: the profile; the e-mail is the login too. A refusal the customer can act on
 * (wrong current password, e-mail taken) comes back as words; outages go on to the error page.
 */
export async function updateProfile(
  session: ShopperSession,
  change: ProfileChange,
): Promise<{ refused?: string; field?: 'email' | 'currentPassword' }> {
  const apis = await session.apis();
  const { currentPassword, email, ...fields } = change;
  try {
    await apis.customers.updateCustomer({
      parameters: { customerId: await session.customerId() },
      body: {
        ...fields,
        email,
        login: email,
        ...(currentPassword ? { c_currentPassword: currentPassword } : {}),
      } as never,
    });
    return {};
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    const detail = problem.detail ?? MESSAGES.genericError;
    return {
      refused: detail,
      field: /password/i.test(`${problem.type ?? ''} ${detail}`) ? 'currentPassword' : 'email',
    };
  }
}

/**
 * Spec §7 "Update password (password, currentPassword)"; every other session of the customer ends.
 * A wrong current password comes back as words.
 */
export async function changePassword(
  session: ShopperSession,
  currentPassword: string,
  password: string,
): Promise<{ refused?: string }> {
  const apis = await session.apis();
  try {
    await apis.customers.updateCustomerPassword({
      parameters: { customerId: await session.customerId() },
      body: { currentPassword, password },
    });
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    return {
      refused:
        problem.status === 401 || /current/i.test(problem.detail ?? '')
          ? ACCOUNT_MESSAGES.currentPasswordWrong
          : (problem.detail ?? MESSAGES.genericError),
    };
  }
  await session.endOtherSessions();
  return {};
}

/** Spec §9: the newsletter lists (pipe-joined) kept on the customer; false when the backend refused ("Failed to subscribe to newsletter"). */
export async function saveNewsletterLists(session: ShopperSession, joined: string): Promise<boolean> {
  const apis = await session.apis();
  try {
    await apis.customers.updateCustomer({
      parameters: { customerId: await session.customerId() },
      body: { c_newsletterLists: joined } as never,
    });
    return true;
  } catch (error) {
    await shopperFacingProblem(error);
    return false;
  }
}

// --- Address book ----------------------------------------------------------------------------------

/** An entered address as SCAPI stores it: the phone formatted and the postal code normalised (spec §5). */
function storedAddress(address: AddressInput) {
  const country = isCountryCode(address.countryCode) ? address.countryCode : 'US';
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    stateCode: address.stateCode,
    postalCode: normalizePostalCode(address.postalCode, country),
    countryCode: country,
    phone: formatPhone(address.phone, country),
  };
}

/**
 * Adds (no `addressId` given: one is generated from the city, spec §5) or updates an address, and
 * makes it the preferred one when asked. A refusal is "Failed to update address" (spec §8) or the
 * backend's words; outages go on to the error page.
 */
export async function saveCustomerAddress(
  session: ShopperSession,
  book: readonly SavedAddress[],
  change: { addressId?: string; address: AddressInput; preferred: boolean },
): Promise<{ refused?: string }> {
  const apis = await session.apis();
  const customerId = await session.customerId();
  const body = { ...storedAddress(change.address), ...(change.preferred ? { preferred: true } : {}) };
  try {
    if (change.addressId) {
      await apis.customers.updateCustomerAddress({
        parameters: { customerId, addressName: change.addressId },
        body: { addressId: change.addressId, ...body } as never,
      });
    } else {
      const addressId = generateAddressId(
        change.address.city,
        book.map((entry) => entry.addressId),
      );
      await apis.customers.createCustomerAddress({ parameters: { customerId }, body: { addressId, ...body } as never });
    }
    return {};
  } catch (error) {
    await shopperFacingProblem(error);
    return { refused: ACCOUNT_MESSAGES.addressUpdateFailed };
  }
}

/**
 * Checkout's "Save this address": the shipping address goes into the address book too (the first
 * becomes the primary one). Best effort: a refusal is logged, the checkout goes on.
 */
export async function saveToAddressBook(session: ShopperSession, address: AddressInput): Promise<void> {
  try {
    const book = await savedAddresses(session);
    const outcome = await saveCustomerAddress(session, book, { address, preferred: book.length === 0 });
    if (outcome.refused) console.warn('[account] checkout address not saved to the address book');
  } catch (error) {
    if (passesThrough(error)) throw error;
    console.warn('[account] checkout address not saved to the address book:', (error as Error)?.message ?? error);
  }
}

export async function deleteCustomerAddress(session: ShopperSession, addressId: string): Promise<{ refused?: string }> {
  const apis = await session.apis();
  try {
    await apis.customers.removeCustomerAddress({
      parameters: { customerId: await session.customerId(), addressName: addressId },
    });
    return {};
  } catch (error) {
    await shopperFacingProblem(error);
    return { refused: ACCOUNT_MESSAGES.addressUpdateFailed };
  }
}

/** The "Primary Address": SCAPI moves the preferred flag from every other address. */
export async function makePreferredAddress(
  session: ShopperSession,
  entry: SavedAddress,
): Promise<{ refused?: string }> {
  const apis = await session.apis();
  try {
    await apis.customers.updateCustomerAddress({
      parameters: { customerId: await session.customerId(), addressName: entry.addressId },
      body: {
        addressId: entry.addressId,
        countryCode: entry.address.countryCode,
        lastName: entry.address.lastName,
        preferred: true,
      } as never,
    });
    return {};
  } catch (error) {
    await shopperFacingProblem(error);
    return { refused: ACCOUNT_MESSAGES.addressUpdateFailed };
  }
}

// --- Wallet ----------------------------------------------------------------------------------------

export type WalletOutcome = { refused?: string; loggedOut?: true };

/** A tokenised card as the wallet keeps it: masked, with its token (never the number). */
function walletInstrument(token: Awaited<ReturnType<typeof tokeniseCard>>, holder: string) {
  return {
    paymentMethodId: CREDIT_CARD_METHOD,
    paymentCard: {
      cardType: token.cardType,
      maskedNumber: token.maskedNumber,
      expirationMonth: token.expirationMonth,
      expirationYear: token.expirationYear,
      ...(holder ? { holder } : {}),
    },
    c_paymentToken: token.paymentToken,
  };
}

/**
 * Spec §7, §8: a new card is tokenised by the backend (as at checkout) and saved with its token;
 * refusals show per spec §8, and the unauthorized title logs the customer out ("Too many
 * transaction attempts."). Card data the tokenisation refuses is a CardRefused (field messages).
 */
export async function addCustomerCard(
  session: ShopperSession,
  card: NewCard,
  makeDefault: boolean,
): Promise<WalletOutcome> {
  const apis = await session.apis();
  try {
    const token = await tokeniseCard(apis, card);
    await apis.customers.createCustomerPaymentInstrument({
      parameters: { customerId: await session.customerId() },
      body: { ...walletInstrument(token, card.holder), ...(makeDefault ? { default: true } : {}) } as never,
    });
    return {};
  } catch (error) {
    if (error instanceof CardRefused) throw error;
    const problem = await shopperFacingProblem(error);
    if (problem.title === UNAUTHORIZED_TITLE) {
      await session.signOut();
      await session.setFlash({ kind: 'error', text: CHECKOUT_MESSAGES.tooManyTransactionAttempts });
      return { loggedOut: true };
    }
    return { refused: addCardFailureMessage(problem) };
  }
}

/**
 * Checkout's "Save this card": the new card goes into the wallet too (tokenised on its own).
 * Best effort: a refusal is logged and the checkout goes on; it never logs the customer out here.
 */
export async function saveCardToWallet(session: ShopperSession, card: NewCard): Promise<void> {
  const apis = await session.apis();
  try {
    const token = await tokeniseCard(apis, card);
    await apis.customers.createCustomerPaymentInstrument({
      parameters: { customerId: await session.customerId() },
      body: walletInstrument(token, card.holder) as never,
    });
  } catch (error) {
    if (passesThrough(error)) throw error;
    console.warn(
      '[account] checkout card not saved to the wallet:',
      (await commerceProblem(error))?.detail ?? (error as Error)?.message,
    );
  }
}

export async function deleteCustomerCard(session: ShopperSession, paymentInstrumentId: string): Promise<WalletOutcome> {
  const apis = await session.apis();
  try {
    await apis.customers.deleteCustomerPaymentInstrument({
      parameters: { customerId: await session.customerId(), paymentInstrumentId },
    });
    return {};
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    return { refused: problem.detail ?? MESSAGES.genericError };
  }
}

/** Spec §7 `payment-instruments/{id}/use-for-subscriptions`; failure is the spec's message. */
export async function setSubscriptionCard(
  session: ShopperSession,
  paymentInstrumentId: string,
): Promise<WalletOutcome> {
  const apis = await session.apis();
  try {
    await apis.custom(
      'account',
      `payment-instruments/${encodeURIComponent(paymentInstrumentId)}/use-for-subscriptions`,
      { method: 'POST', body: {} },
    );
    return {};
  } catch (error) {
    await shopperFacingProblem(error);
    return { refused: ACCOUNT_MESSAGES.subscriptionCardFailed };
  }
}
