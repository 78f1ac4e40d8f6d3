import { SPEC_MESSAGES } from '../messages.ts';
import type { Db } from '../db/client.ts';
import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { intParam, jsonBody, mountCustomApi, siteOf } from '../http/context.ts';
import { forbidden, invalidParameter, missingParameter, notFound, ProblemError } from '../http/problem.ts';
import { verifyPassword } from '../slas/passwords.ts';
import { customerMismatch, registeredShopper } from './access.ts';
import { actionTokenState, consumeActionToken } from './action-tokens.ts';
import { findPaymentInstrument, paymentInstrumentResponse, useForSubscriptions } from './cards.ts';
import { sendPasswordResetMail, sendVerificationMail } from './mails.ts';
import { customerOrder, customerOrders } from './orders.ts';
import { orderSummary } from '../orders/views.ts';
import { profileInput } from './profile.ts';
import { assertPasswordPolicy, policyMessages } from './password-rules.ts';
import {
  createCustomer,
  customerByLogin,
  loadCustomer,
  requireCustomer,
  setPassword,
  updateCustomer,
  type CustomerRow,
} from './store.ts';
import { type Body, invalidBody, isEmail, isObject, optionalString, requiredString } from '../http/body.ts';
import { passwordField } from './validate.ts';

/**
 * The `account` custom API (spec §4 "E-mail verification", §7 site endpoints, §8 errors):
 * registration with e-mail verification, password reset by mail, password check, order history and
 * the card used for subscriptions.
 */

/** Registration failures carry the list of messages the storefront shows (spec §8). */
const registrationFailed = (messages: string[]) =>
  new ProblemError(400, 'customer-registration-failed', 'Registration Failed', messages.join(' '), {
    code: 'registration.failed',
    messages,
  });

/** Completing registration with an expired or unknown token: the storefront shows "token expired". */
const invalidConfirmationToken = () =>
  new ProblemError(
    400,
    'invalid-confirmation-token',
    'Invalid Confirmation Token',
    'The confirmation link is invalid or has expired. Please request a new one.',
    {
      code: 'invalid.confirmation.token',
    },
  );

const verificationFailed = (detail: string) =>
  new ProblemError(400, 'verification-failed', 'Verification Failed', detail, { code: 'verification.failed' });

const invalidResetToken = () =>
  new ProblemError(
    400,
    'invalid-reset-token',
    'Invalid Token',
    'The password reset link is invalid or has already been used.',
    { code: 'invalid.reset.token' },
  );
const expiredResetToken = () =>
  new ProblemError(
    400,
    'expired-reset-token',
    'Token Expired',
    'The password reset link has expired. Please request a new one.',
    { code: 'token.expired' },
  );

/** A test value for recaptchaToken that always fails verification (the sandbox cannot ask Google). */
export const FAILING_RECAPTCHA_TOKEN = 'recaptcha-fail';

/** Customers are found by login, or by e-mail address when the login differs. */
async function customerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const byLogin = await customerByLogin(db, email);
  if (byLogin) return byLogin;
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM customers WHERE lower(doc->>'email') = $1 ORDER BY id LIMIT 1`,
    [email.trim().toLowerCase()],
  );
  return rows[0] ? loadCustomer(db, rows[0].id) : undefined;
}

const emailField = (body: Body, name: string): string => {
  const email = requiredString(body, name).trim();
  if (!isEmail(email)) throw invalidBody(SPEC_MESSAGES.email);
  return email;
};

async function registerWithVerification(c: SandboxContext): Promise<Response> {
  siteOf(c);
  const sb = c.var.sb;
  const body = await jsonBody(c);
  const customer = body.customer;
  if (!isObject(customer)) throw registrationFailed(['Customer details are required.']);
  const recaptchaToken = optionalString(body, 'recaptchaToken', { max: 4096 });
  const messages: string[] = [];
  if (recaptchaToken === FAILING_RECAPTCHA_TOKEN) messages.push('The reCAPTCHA check failed. Please try again.');
  let profile: ReturnType<typeof profileInput>;
  try {
    profile = profileInput(customer);
  } catch (error) {
    if (error instanceof ProblemError && error.status === 400) throw registrationFailed([error.body.detail]);
    throw error;
  }
  const { fields, email } = profile;
  if (!email) messages.push(SPEC_MESSAGES.email);
  if (!fields.firstName) messages.push('Please enter your first name.');
  if (!fields.lastName) messages.push('Please enter your last name.');
  const password = typeof body.password === 'string' ? body.password : '';
  if (password.length > 4096) throw invalidBody(`'password' must be at most 4096 characters.`);
  if (!password) messages.push('Please enter a valid password.');
  else messages.push(...policyMessages(password));
  if (email && (await customerByEmail(sb.db, email)))
    messages.push('An account with this email address already exists.');
  if (messages.length) throw registrationFailed(messages);

  let created: CustomerRow;
  try {
    created = await createCustomer(sb.db, {
      login: email!,
      email: email!,
      lastName: String(fields.lastName),
      password,
      emailVerified: false,
      fields,
      now: sb.now(),
    });
  } catch (error) {
    if (error instanceof ProblemError && error.status === 400)
      throw registrationFailed(['An account with this email address already exists.']);
    throw error;
  }
  await sendVerificationMail(sb, { id: created.id, email: created.doc.email, firstName: created.doc.firstName });
  return c.json({ status: 'verification-required', email: created.doc.email });
}

async function completeRegistration(c: SandboxContext): Promise<Response> {
  siteOf(c);
  const sb = c.var.sb;
  const body = await jsonBody(c);
  const email = typeof body.c_customer === 'string' ? body.c_customer.trim() : '';
  const token = typeof body.c_token === 'string' ? body.c_token : '';
  if (!email || !token || token.length > 512 || !isEmail(email))
    throw verificationFailed(`'c_customer' (the e-mail address) and 'c_token' are required.`);
  const customer = await customerByEmail(sb.db, email);
  const state = await actionTokenState(sb.db, 'email-verification', token, sb.now());
  if (!customer || state.state === 'unknown' || state.customerId !== customer.id) throw invalidConfirmationToken();
  // A link opened twice: the first click verified the account, the second just says so.
  if (state.state === 'used' && customer.email_verified)
    return c.json({ status: 'verified', email: customer.doc.email });
  if (state.state !== 'valid' || !(await consumeActionToken(sb.db, 'email-verification', token, sb.now())))
    throw invalidConfirmationToken();
  await updateCustomer(sb.db, customer.id, (row) => ({
    doc: { ...row.doc, emailVerified: true, lastModified: sb.now().toISOString() },
    result: undefined,
  }));
  return c.json({ status: 'verified', email: customer.doc.email });
}

async function sendEmailConfirmation(c: SandboxContext): Promise<Response> {
  siteOf(c);
  const sb = c.var.sb;
  const email = emailField(await jsonBody(c), 'c_email');
  const customer = await customerByEmail(sb.db, email);
  if (customer?.email_verified) return c.json({ status: 'verified' });
  // Unknown addresses get the same answer as unverified ones, so accounts cannot be probed.
  if (customer)
    await sendVerificationMail(sb, { id: customer.id, email: customer.doc.email, firstName: customer.doc.firstName });
  return c.json({ status: 'pending' });
}

async function passwordResetEmail(c: SandboxContext): Promise<Response> {
  siteOf(c);
  const sb = c.var.sb;
  // A reset token request needs client authentication, as SLAS's own: only a token the private
  // client obtained with its secret (the storefront's server) may have reset mails sent.
  if (c.var.shopper.clientId !== sb.config.privateClientId)
    throw forbidden('A password reset needs a token of the private client (client_credentials).');
  const email = emailField(await jsonBody(c), 'email');
  const customer = await customerByEmail(sb.db, email);
  if (customer)
    await sendPasswordResetMail(sb, { id: customer.id, email: customer.doc.email, firstName: customer.doc.firstName });
  return c.json({ status: 'sent', email });
}

const tokenField = (body: Body): string => requiredString(body, 'token', { max: 512 });

async function validateResetToken(c: SandboxContext): Promise<Response> {
  siteOf(c);
  const sb = c.var.sb;
  const state = await actionTokenState(sb.db, 'password-reset', tokenField(await jsonBody(c)), sb.now());
  if (state.state !== 'valid') return c.json({ valid: false });
  const customer = await loadCustomer(sb.db, state.customerId);
  return customer ? c.json({ valid: true, email: customer.doc.email }) : c.json({ valid: false });
}

async function invalidateResetToken(c: SandboxContext): Promise<Response> {
  siteOf(c);
  const sb = c.var.sb;
  const invalidated = await consumeActionToken(sb.db, 'password-reset', tokenField(await jsonBody(c)), sb.now());
  return c.json({ invalidated });
}

async function resetPassword(c: SandboxContext): Promise<Response> {
  siteOf(c);
  const sb = c.var.sb;
  const body = await jsonBody(c);
  const token = tokenField(body);
  const email = emailField(body, 'email');
  const password = passwordField(body, 'password');
  const state = await actionTokenState(sb.db, 'password-reset', token, sb.now());
  const customer = await customerByEmail(sb.db, email);
  if (state.state === 'unknown' || state.state === 'used' || !customer || state.customerId !== customer.id)
    throw invalidResetToken();
  if (state.state === 'expired') throw expiredResetToken();
  assertPasswordPolicy(password);
  if (!(await consumeActionToken(sb.db, 'password-reset', token, sb.now()))) throw invalidResetToken();
  await setPassword(sb.db, customer.id, password);
  // The customer id lets the storefront end the customer's other sessions.
  return c.json({ status: 'reset', email: customer.doc.email, customerId: customer.id });
}

async function validateCustomerPassword(c: SandboxContext): Promise<Response> {
  const { shopper } = registeredShopper(c);
  const password = passwordField(await jsonBody(c), 'password');
  const customer = await requireCustomer(c.var.sb.db, shopper.customerId);
  return c.json({ valid: await verifyPassword(password, customer.password_hash) });
}

/** The order history page size when none is asked for (spec §9: "a constant, value not shown"). */
export const ORDER_HISTORY_PAGE_SIZE = 10;

async function orderHistoryList(c: SandboxContext): Promise<Response> {
  const { shopper, site } = registeredShopper(c);
  const customerId = c.req.query('customerId');
  if (customerId && customerId !== shopper.customerId) throw customerMismatch();
  const page = await customerOrders(c.var.sb.db, {
    customerId: shopper.customerId,
    siteId: site.id,
    offset: intParam(c, 'offset', 0, 0, 100_000),
    limit: intParam(c, 'limit', ORDER_HISTORY_PAGE_SIZE, 1, 50),
  });
  return c.json({ ...page, data: page.data.map(orderSummary), hasMore: page.offset + page.data.length < page.total });
}

async function orderDetails(c: SandboxContext): Promise<Response> {
  const { shopper } = registeredShopper(c);
  const orderNo = c.req.query('orderNo') || c.req.query('orderId');
  if (!orderNo) throw missingParameter('orderNo');
  if (orderNo.length > 50) throw invalidParameter('orderNo', `The parameter 'orderNo' must be at most 50 characters.`);
  const order = await customerOrder(c.var.sb.db, shopper.customerId, orderNo);
  // Someone else's order is "not found", so order numbers cannot be probed.
  if (!order)
    throw notFound('order-not-found', 'Order Not Found', `No order with number '${orderNo}' was found.`, { orderNo });
  return c.json(order);
}

async function paymentInstrumentForSubscriptions(c: SandboxContext): Promise<Response> {
  const { shopper } = registeredShopper(c);
  const id = c.req.param('paymentInstrumentId') ?? '';
  const sb = c.var.sb;
  const wallet = await updateCustomer(sb.db, shopper.customerId, (row) => {
    const paymentInstruments = useForSubscriptions(row.doc.paymentInstruments, id, sb.now());
    return {
      doc: { ...row.doc, paymentInstruments, lastModified: sb.now().toISOString() },
      result: paymentInstruments,
    };
  });
  return c.json(paymentInstrumentResponse(findPaymentInstrument(wallet, id), sb.now()));
}

export function registerAccountRoutes(app: SandboxApp): void {
  const account = mountCustomApi(app, 'account');
  account.post('/customer-register', registerWithVerification);
  account.post('/customer-register-complete', completeRegistration);
  account.post('/send-email-confirmation', sendEmailConfirmation);
  account.post('/password-reset-email', passwordResetEmail);
  account.post('/password-reset/validate-token', validateResetToken);
  account.post('/password-reset/invalidate-token', invalidateResetToken);
  account.post('/password-reset', resetPassword);
  account.post('/validate-customer-password', validateCustomerPassword);
  account.get('/order-history-list', orderHistoryList);
  account.get('/order-details', orderDetails);
  account.post('/payment-instruments/:paymentInstrumentId/use-for-subscriptions', paymentInstrumentForSubscriptions);
}
