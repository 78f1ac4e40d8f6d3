import type { Db } from '../db/client.ts';
import type { Body } from '../http/body.ts';
import { invalidBody } from '../http/body.ts';
import { ProblemError } from '../http/problem.ts';
import { randomId } from '../ids.ts';
import { loadPaymentToken, paymentTokenExpired } from '../payments/tokens.ts';
import { verifyPassword } from '../slas/passwords.ts';
import { actionTokenState, consumeActionToken, issueActionToken, TOKEN_TTL_SECONDS } from './action-tokens.ts';
import { addAddress, removeAddress, updateAddress, type StoredAddress } from './addresses.ts';
import {
  addPaymentInstrument,
  removePaymentInstrument,
  storedCardFrom,
  updatePaymentInstrument,
  type PaymentInstrumentInput,
  type StoredPaymentInstrument,
  type TokenCard,
} from './cards.ts';
import { assertPasswordPolicy, wrongCurrentPassword } from './password-rules.ts';
import type { CustomerDoc } from './profile.ts';
import {
  createCustomer,
  customerByLogin,
  loginInUse,
  requireCustomer,
  setPassword,
  updateCustomer,
  type CustomerRow,
  type NewCustomer,
} from './store.ts';

/**
 * The rules of a shopper's own account (Shopper Customers v1): registration, password reset and change,
 * profile, address book and wallet. The routes parse the request and shape the response; these check and store.
 */

export async function registerCustomer(db: Db, customer: Omit<NewCustomer, 'emailVerified'>): Promise<CustomerRow> {
  assertPasswordPolicy(customer.password);
  return createCustomer(db, { ...customer, emailVerified: true });
}

// --- Password reset (trusted systems) ------------------------------------------------------------

export const customerNotFoundByLogin = (login: string) =>
  new ProblemError(404, 'customer-not-found', 'Customer Not Found', `No customer with login '${login}' was found.`);

const invalidResetToken = () => invalidBody('The reset token is invalid or has expired.');

export async function createResetToken(db: Db, login: string, now: Date): Promise<Body> {
  const customer = await customerByLogin(db, login);
  if (!customer) throw customerNotFoundByLogin(login);
  const resetToken = await issueActionToken(db, 'password-reset', customer.id, now);
  return {
    login: customer.doc.login,
    email: customer.doc.email,
    resetToken,
    expiresInMinutes: TOKEN_TTL_SECONDS['password-reset'] / 60,
  };
}

export async function resetPassword(
  db: Db,
  reset: { login: string; resetToken: string; newPassword: string },
  now: Date,
): Promise<void> {
  const customer = await customerByLogin(db, reset.login);
  const state = await actionTokenState(db, 'password-reset', reset.resetToken, now);
  if (!customer || state.state !== 'valid' || state.customerId !== customer.id) throw invalidResetToken();
  assertPasswordPolicy(reset.newPassword);
  if (!(await consumeActionToken(db, 'password-reset', reset.resetToken, now))) throw invalidResetToken();
  await setPassword(db, customer.id, reset.newPassword);
}

// --- Profile and password ------------------------------------------------------------------------

export interface ProfileChange {
  fields: Body;
  /** Fields the PATCH sent as null: removed from the profile. */
  cleared?: readonly string[];
  login?: string;
  email?: string;
  currentPassword?: string;
}

export async function updateProfile(
  db: Db,
  customerId: string,
  change: ProfileChange,
  now: Date,
): Promise<CustomerDoc> {
  const { fields, cleared = [], login, email, currentPassword } = change;
  return updateCustomer(db, customerId, async (row, tx) => {
    const next = { ...row.doc, ...fields };
    for (const field of cleared) delete next[field];
    if (email !== undefined) next.email = email;
    if (login !== undefined && login.toLowerCase() !== row.login) {
      // SCAPI: changing the login needs the shopper's current password.
      if (!currentPassword || !(await verifyPassword(currentPassword, row.password_hash))) throw wrongCurrentPassword();
      const holder = await customerByLogin(tx, login);
      if (holder && holder.id !== customerId) throw loginInUse();
      next.login = login;
    }
    next.lastModified = now.toISOString();
    return { doc: next, result: next };
  });
}

export async function changePassword(
  db: Db,
  customerId: string,
  currentPassword: string,
  password: string,
): Promise<void> {
  const row = await requireCustomer(db, customerId);
  if (!(await verifyPassword(currentPassword, row.password_hash))) throw wrongCurrentPassword();
  assertPasswordPolicy(password);
  await setPassword(db, customerId, password);
}

// --- Address book --------------------------------------------------------------------------------

export async function saveNewAddress(
  db: Db,
  customerId: string,
  input: Partial<StoredAddress>,
  now: Date,
): Promise<StoredAddress> {
  return updateCustomer(db, customerId, (row) => {
    const at = now.toISOString();
    const { addresses, address } = addAddress(row.doc.addresses, input, at);
    return { doc: { ...row.doc, addresses, lastModified: at }, result: address };
  });
}

export async function saveAddress(
  db: Db,
  customerId: string,
  addressName: string,
  input: Partial<StoredAddress>,
  now: Date,
): Promise<StoredAddress> {
  return updateCustomer(db, customerId, (row) => {
    const at = now.toISOString();
    const { addresses, address } = updateAddress(row.doc.addresses, addressName, input, at);
    return { doc: { ...row.doc, addresses, lastModified: at }, result: address };
  });
}

export async function deleteAddress(db: Db, customerId: string, addressName: string, now: Date): Promise<void> {
  await updateCustomer(db, customerId, (row) => ({
    doc: { ...row.doc, addresses: removeAddress(row.doc.addresses, addressName), lastModified: now.toISOString() },
    result: undefined,
  }));
}

// --- Wallet --------------------------------------------------------------------------------------

const invalidPaymentToken = () =>
  new ProblemError(
    400,
    'invalid-payment-token',
    'Invalid Payment Token',
    'The payment token is unknown or has expired.',
    { code: 'invalid.payment.token' },
  );

/** The card a payment token stands for; only the customer it was issued to may save it, and only before it expires. */
async function tokenCardOf(
  db: Db,
  customerId: string,
  paymentToken: string | undefined,
  now: Date,
): Promise<TokenCard> {
  if (paymentToken === undefined) return {};
  const token = await loadPaymentToken(db, paymentToken);
  if (!token || token.customerId !== customerId || paymentTokenExpired(token, now)) throw invalidPaymentToken();
  const { cardType, maskedNumber, numberLastDigits, expirationMonth, expirationYear, holder } = token;
  return { cardType, maskedNumber, numberLastDigits, expirationMonth, expirationYear, ...(holder ? { holder } : {}) };
}

export async function saveNewPaymentInstrument(
  db: Db,
  customerId: string,
  input: PaymentInstrumentInput,
  now: Date,
): Promise<StoredPaymentInstrument> {
  const paymentCard = storedCardFrom(
    input.paymentCard,
    await tokenCardOf(db, customerId, input.paymentToken, now),
    now,
  );
  const instrument: StoredPaymentInstrument = {
    ...input.custom,
    paymentInstrumentId: randomId(26),
    paymentMethodId: input.paymentMethodId,
    paymentCard,
    default: input.default ?? false,
    creationDate: now.toISOString(),
    lastModified: now.toISOString(),
    ...(input.paymentToken !== undefined ? { c_paymentToken: input.paymentToken } : {}),
  };
  await updateCustomer(db, customerId, (row) => ({
    doc: {
      ...row.doc,
      paymentInstruments: addPaymentInstrument(row.doc.paymentInstruments, instrument),
      lastModified: now.toISOString(),
    },
    result: undefined,
  }));
  return instrument;
}

/** Applies a PATCH body to one saved card; returns the whole wallet after the change. */
export async function savePaymentInstrument(
  db: Db,
  customerId: string,
  paymentInstrumentId: string,
  body: Body,
  now: Date,
): Promise<StoredPaymentInstrument[]> {
  return updateCustomer(db, customerId, (row) => {
    const paymentInstruments = updatePaymentInstrument(row.doc.paymentInstruments, paymentInstrumentId, body, now);
    return { doc: { ...row.doc, paymentInstruments, lastModified: now.toISOString() }, result: paymentInstruments };
  });
}

export async function deletePaymentInstrument(
  db: Db,
  customerId: string,
  paymentInstrumentId: string,
  now: Date,
): Promise<void> {
  await updateCustomer(db, customerId, (row) => ({
    doc: {
      ...row.doc,
      paymentInstruments: removePaymentInstrument(row.doc.paymentInstruments, paymentInstrumentId),
      lastModified: now.toISOString(),
    },
    result: undefined,
  }));
}
