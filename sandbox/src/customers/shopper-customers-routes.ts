import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { intParam, jsonBody, listParam, mountScapi, shopperOf, siteOf } from '../http/context.ts';
import { forbidden, invalidParameter } from '../http/problem.ts';
import { ownCustomer } from './access.ts';
import {
  changePassword,
  createResetToken,
  deleteAddress,
  deletePaymentInstrument,
  registerCustomer,
  resetPassword,
  saveAddress,
  saveNewAddress,
  saveNewPaymentInstrument,
  savePaymentInstrument,
  updateProfile,
} from './account.ts';
import { addressInput, findAddress } from './addresses.ts';
import { findPaymentInstrument, paymentInstrumentInput, paymentInstrumentResponse } from './cards.ts';
import { customerBaskets, customerOrders, dateParam } from './orders.ts';
import {
  addItemToList,
  createList,
  deleteList,
  listOf,
  listsOf,
  publicList,
  publicListsOf,
  updateList,
} from './product-list-store.ts';
import {
  changedProductList,
  findListItem,
  productListInput,
  productListItemInput,
  publicProductList,
  publicProductListItemOf,
  publicProductListItems,
  publicProductListSummary,
  removeListItem,
  updateListItem,
} from './product-lists.ts';
import { customerResponse, parseCustomerExpand, profileInput } from './profile.ts';
import { requireCustomer } from './store.ts';
import { invalidBody, isEmail, optionalString, requiredObject, requiredString } from '../http/body.ts';
import { passwordField } from './validate.ts';

/**
 * Shopper Customers v1: registration, profile, password, address book, wallet, product lists, and the
 * customer's baskets and orders. Every customer resource checks that the path's customer ID is the
 * token's. The handlers parse the request and shape the response; the rules live in account.ts and the
 * product-list modules.
 */
export function registerShopperCustomersRoutes(app: SandboxApp): void {
  const api = mountScapi(app, '/customer/shopper-customers/v1');
  const nowOf = (c: SandboxContext) => c.var.sb.now();

  // --- Registration and password reset (trusted system) ---------------------------------------

  api.post('/customers', async (c) => {
    siteOf(c);
    if (shopperOf(c).isRegistered) throw forbidden('Registering a customer requires a guest ShopperToken (JWT).');
    const body = await jsonBody(c);
    const customer = requiredObject(body, 'customer');
    const password = passwordField(body, 'password');
    const { fields, login, email } = profileInput(customer);
    if (!login) throw invalidBody(`'customer.login' is required.`);
    if (!email) throw invalidBody(`'customer.email' is required.`);
    const lastName = requiredString(customer, 'lastName').trim();
    const created = await registerCustomer(c.var.sb.db, { login, email, lastName, password, fields, now: nowOf(c) });
    return c.json(customerResponse(created.doc, nowOf(c)));
  });

  // SCAPI's reset-token flow is for trusted systems: a private client's token (the client secret proves it).
  const requireTrustedClient = (c: SandboxContext) => {
    siteOf(c);
    if (shopperOf(c).clientId !== c.var.sb.config.privateClientId)
      throw forbidden('Password reset tokens can only be requested by a trusted (private) client.');
  };

  api.post('/customers/password/actions/create-reset-token', async (c) => {
    requireTrustedClient(c);
    const body = await jsonBody(c);
    return c.json(await createResetToken(c.var.sb.db, requiredString(body, 'login'), nowOf(c)));
  });

  api.post('/customers/password/actions/reset', async (c) => {
    requireTrustedClient(c);
    const body = await jsonBody(c);
    const resetToken = requiredString(body, 'resetToken', { max: 4096 });
    const login = requiredString(body, 'login');
    const newPassword = passwordField(body, 'newPassword');
    await resetPassword(c.var.sb.db, { login, resetToken, newPassword }, nowOf(c));
    return c.body(null, 204);
  });

  // --- Profile ---------------------------------------------------------------------------------

  api.get('/customers/:customerId', async (c) => {
    const { shopper, customerId } = ownCustomer(c, { registered: false });
    const expand = parseCustomerExpand(listParam(c, 'expand'));
    if (!expand)
      throw invalidParameter(
        'expand',
        `The parameter 'expand' accepts addresses, paymentinstruments, paymentmethodreferences or none.`,
      );
    if (!shopper.isRegistered) return c.json({ customerId, authType: 'guest' });
    const row = await requireCustomer(c.var.sb.db, customerId);
    return c.json(customerResponse(row.doc, nowOf(c), expand));
  });

  api.patch('/customers/:customerId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const body = await jsonBody(c);
    const { fields, cleared, login, email } = profileInput(body);
    if (fields.lastName !== undefined && !String(fields.lastName)) throw invalidBody(`'lastName' must not be empty.`);
    // The storefront sends the proof as c_currentPassword; SCAPI names it currentPassword.
    const currentPassword =
      optionalString(body, 'currentPassword', { max: 4096 }) ??
      optionalString(body, 'c_currentPassword', { max: 4096 });
    const doc = await updateProfile(
      c.var.sb.db,
      customerId,
      { fields, cleared, login, email, currentPassword },
      nowOf(c),
    );
    return c.json(customerResponse(doc, nowOf(c)));
  });

  api.put('/customers/:customerId/password', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const body = await jsonBody(c);
    const currentPassword = passwordField(body, 'currentPassword');
    const password = passwordField(body, 'password');
    await changePassword(c.var.sb.db, customerId, currentPassword, password);
    return c.body(null, 204);
  });

  // --- Address book ----------------------------------------------------------------------------

  api.post('/customers/:customerId/addresses', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const input = addressInput(await jsonBody(c));
    return c.json(await saveNewAddress(c.var.sb.db, customerId, input, nowOf(c)));
  });

  api.get('/customers/:customerId/addresses/:addressName', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const row = await requireCustomer(c.var.sb.db, customerId);
    return c.json(findAddress(row.doc.addresses, c.req.param('addressName')));
  });

  api.patch('/customers/:customerId/addresses/:addressName', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const input = addressInput(await jsonBody(c));
    return c.json(await saveAddress(c.var.sb.db, customerId, c.req.param('addressName'), input, nowOf(c)));
  });

  api.delete('/customers/:customerId/addresses/:addressName', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    await deleteAddress(c.var.sb.db, customerId, c.req.param('addressName'), nowOf(c));
    return c.body(null, 204);
  });

  // --- Wallet ------------------------------------------------------------------------------------

  api.post('/customers/:customerId/payment-instruments', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const input = paymentInstrumentInput(await jsonBody(c));
    const now = nowOf(c);
    const instrument = await saveNewPaymentInstrument(c.var.sb.db, customerId, input, now);
    return c.json(paymentInstrumentResponse(instrument, now));
  });

  api.get('/customers/:customerId/payment-instruments/:paymentInstrumentId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const row = await requireCustomer(c.var.sb.db, customerId);
    return c.json(
      paymentInstrumentResponse(
        findPaymentInstrument(row.doc.paymentInstruments, c.req.param('paymentInstrumentId')),
        nowOf(c),
      ),
    );
  });

  api.patch('/customers/:customerId/payment-instruments/:paymentInstrumentId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const body = await jsonBody(c);
    const id = c.req.param('paymentInstrumentId');
    const now = nowOf(c);
    const wallet = await savePaymentInstrument(c.var.sb.db, customerId, id, body, now);
    return c.json(paymentInstrumentResponse(findPaymentInstrument(wallet, id), now));
  });

  api.delete('/customers/:customerId/payment-instruments/:paymentInstrumentId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    await deletePaymentInstrument(c.var.sb.db, customerId, c.req.param('paymentInstrumentId'), nowOf(c));
    return c.body(null, 204);
  });

  // --- Product lists (guests may keep lists too) -------------------------------------------------

  api.get('/customers/:customerId/product-lists', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    const lists = await listsOf(c.var.sb.db, customerId);
    return c.json({ data: lists, limit: lists.length, total: lists.length });
  });

  api.post('/customers/:customerId/product-lists', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    const input = productListInput(await jsonBody(c), { requireType: true });
    return c.json(await createList(c.var.sb.db, customerId, input, nowOf(c)));
  });

  api.get('/customers/:customerId/product-lists/:listId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    return c.json(await listOf(c.var.sb.db, customerId, c.req.param('listId')));
  });

  api.patch('/customers/:customerId/product-lists/:listId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    const input = productListInput(await jsonBody(c), { requireType: false });
    const list = await updateList(c.var.sb.db, customerId, c.req.param('listId'), (current) => {
      const next = changedProductList(current, input, nowOf(c).toISOString());
      return { list: next, result: next };
    });
    return c.json(list);
  });

  api.delete('/customers/:customerId/product-lists/:listId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    await deleteList(c.var.sb.db, customerId, c.req.param('listId'));
    return c.body(null, 204);
  });

  api.post('/customers/:customerId/product-lists/:listId/items', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    const input = productListItemInput(await jsonBody(c), { create: true });
    return c.json(await addItemToList(c.var.sb.db, customerId, c.req.param('listId'), input, nowOf(c)));
  });

  api.get('/customers/:customerId/product-lists/:listId/items/:itemId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    const list = await listOf(c.var.sb.db, customerId, c.req.param('listId'));
    return c.json(findListItem(list, c.req.param('itemId')));
  });

  api.patch('/customers/:customerId/product-lists/:listId/items/:itemId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    const input = productListItemInput(await jsonBody(c), { create: false });
    const item = await updateList(c.var.sb.db, customerId, c.req.param('listId'), (list) => {
      const { list: next, item } = updateListItem(list, c.req.param('itemId'), input, nowOf(c).toISOString());
      return { list: next, result: item };
    });
    return c.json(item);
  });

  api.delete('/customers/:customerId/product-lists/:listId/items/:itemId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    await updateList(c.var.sb.db, customerId, c.req.param('listId'), (list) => ({
      list: removeListItem(list, c.req.param('itemId'), nowOf(c).toISOString()),
      result: undefined,
    }));
    return c.body(null, 204);
  });

  // --- Public product lists (anyone with a shopper token) -------------------------------------

  api.get('/product-lists', async (c) => {
    siteOf(c);
    const email = c.req.query('email')?.trim() || undefined;
    const firstName = c.req.query('firstName')?.trim() || undefined;
    const lastName = c.req.query('lastName')?.trim() || undefined;
    if (email !== undefined && !isEmail(email))
      throw invalidParameter('email', `The parameter 'email' must be an e-mail address.`);
    if (!email && !(firstName && lastName))
      throw invalidParameter('email', 'Search by email, or by firstName and lastName.');
    const data = (await publicListsOf(c.var.sb.db, { email, firstName, lastName })).map(publicProductListSummary);
    return c.json({ data, limit: data.length, total: data.length });
  });

  api.get('/product-lists/:listId', async (c) => {
    siteOf(c);
    return c.json(publicProductList(await publicList(c.var.sb.db, c.req.param('listId'))));
  });

  api.get('/product-lists/:listId/items', async (c) => {
    siteOf(c);
    const data = publicProductListItems(await publicList(c.var.sb.db, c.req.param('listId')));
    return c.json({ data, limit: data.length, total: data.length });
  });

  api.get('/product-lists/:listId/items/:itemId', async (c) => {
    siteOf(c);
    const list = await publicList(c.var.sb.db, c.req.param('listId'));
    return c.json(publicProductListItemOf(list, c.req.param('itemId')));
  });

  // --- Baskets and orders ------------------------------------------------------------------------

  api.get('/customers/:customerId/baskets', async (c) => {
    const { customerId, site } = ownCustomer(c, { registered: false });
    return c.json(await customerBaskets(c.var.sb.db, customerId, site.id));
  });

  api.get('/customers/:customerId/orders', async (c) => {
    const { customerId, site } = ownCustomer(c, { registered: false });
    const page = await customerOrders(c.var.sb.db, {
      customerId,
      siteId: site.id,
      offset: intParam(c, 'offset', 0, 0, 100_000),
      limit: intParam(c, 'limit', 10, 1, 50),
      status: c.req.query('status') || undefined,
      from: dateParam('from', c.req.query('from')),
      until: dateParam('until', c.req.query('until')),
    });
    return c.json(page);
  });
}
