import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { intParam, jsonBody, listParam, mountScapi, shopperOf, siteOf } from '../http/context.ts';
import { forbidden, invalidParameter, ProblemError } from '../http/problem.ts';
import { randomId } from '../ids.ts';
import { loadPaymentToken, paymentTokenExpired } from '../payments/tokens.ts';
import { verifyPassword } from '../slas/passwords.ts';
import { ownCustomer } from './access.ts';
import { actionTokenState, consumeActionToken, issueActionToken, TOKEN_TTL_SECONDS } from './action-tokens.ts';
import { addAddress, addressInput, findAddress, removeAddress, updateAddress } from './addresses.ts';
import {
  addPaymentInstrument,
  findPaymentInstrument,
  paymentInstrumentInput,
  paymentInstrumentResponse,
  removePaymentInstrument,
  storedCardFrom,
  updatePaymentInstrument,
  type StoredPaymentInstrument,
  type TokenCard,
} from './cards.ts';
import { customerBaskets, customerOrders, dateParam } from './orders.ts';
import { deleteList, insertList, listOf, listsOf, productExists, publicList, publicListsOf, updateList } from './product-list-store.ts';
import {
  addListItem,
  findListItem,
  MAX_LISTS_PER_CUSTOMER,
  newProductList,
  productListInput,
  productListItemInput,
  productListItemNotFound,
  publicProductList,
  publicProductListItem,
  removeListItem,
  updateListItem,
} from './product-lists.ts';
import { customerResponse, parseCustomerExpand, profileInput } from './profile.ts';
import { assertPasswordPolicy, wrongCurrentPassword } from './password-rules.ts';
import { createCustomer, customerByLogin, loginInUse, requireCustomer, setPassword, updateCustomer } from './store.ts';
import { invalidBody, isEmail, optionalString, requiredObject, requiredString } from '../http/body.ts';
import { passwordField } from './validate.ts';

/**
 * Shopper Customers v1: registration, profile, password, address book, wallet, product lists, and the
 * customer's baskets and orders. Every customer resource checks that the path's customer ID is the
 * token's.
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
    assertPasswordPolicy(password);
    const created = await createCustomer(c.var.sb.db, { login, email, lastName, password, emailVerified: true, fields, now: nowOf(c) });
    return c.json(customerResponse(created.doc, nowOf(c)));
  });

  // SCAPI's reset-token flow is for trusted systems: a private client's token (the client secret proves it).
  const requireTrustedClient = (c: SandboxContext) => {
    siteOf(c);
    if (shopperOf(c).clientId !== c.var.sb.config.privateClientId) throw forbidden('Password reset tokens can only be requested by a trusted (private) client.');
  };

  api.post('/customers/password/actions/create-reset-token', async (c) => {
    requireTrustedClient(c);
    const body = await jsonBody(c);
    const login = requiredString(body, 'login');
    const customer = await customerByLogin(c.var.sb.db, login);
    if (!customer) throw new ProblemError(404, 'customer-not-found', 'Customer Not Found', `No customer with login '${login}' was found.`);
    const resetToken = await issueActionToken(c.var.sb.db, 'password-reset', customer.id, nowOf(c));
    return c.json({ login: customer.doc.login, email: customer.doc.email, resetToken, expiresInMinutes: TOKEN_TTL_SECONDS['password-reset'] / 60 });
  });

  api.post('/customers/password/actions/reset', async (c) => {
    requireTrustedClient(c);
    const body = await jsonBody(c);
    const resetToken = requiredString(body, 'resetToken', { max: 4096 });
    const login = requiredString(body, 'login');
    const newPassword = passwordField(body, 'newPassword');
    const customer = await customerByLogin(c.var.sb.db, login);
    const state = await actionTokenState(c.var.sb.db, 'password-reset', resetToken, nowOf(c));
    if (!customer || state.state !== 'valid' || state.customerId !== customer.id) throw invalidBody('The reset token is invalid or has expired.');
    assertPasswordPolicy(newPassword);
    if (!(await consumeActionToken(c.var.sb.db, 'password-reset', resetToken, nowOf(c)))) throw invalidBody('The reset token is invalid or has expired.');
    await setPassword(c.var.sb.db, customer.id, newPassword);
    return c.body(null, 204);
  });

  // --- Profile ---------------------------------------------------------------------------------

  api.get('/customers/:customerId', async (c) => {
    const { shopper, customerId } = ownCustomer(c, { registered: false });
    const expand = parseCustomerExpand(listParam(c, 'expand'));
    if (!expand) throw invalidParameter('expand', `The parameter 'expand' accepts addresses, paymentinstruments, paymentmethodreferences or none.`);
    if (!shopper.isRegistered) return c.json({ customerId, authType: 'guest' });
    const row = await requireCustomer(c.var.sb.db, customerId);
    return c.json(customerResponse(row.doc, nowOf(c), expand));
  });

  api.patch('/customers/:customerId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const body = await jsonBody(c);
    const { fields, login, email } = profileInput(body);
    if (fields.lastName !== undefined && !String(fields.lastName)) throw invalidBody(`'lastName' must not be empty.`);
    // The storefront sends the proof as c_currentPassword; SCAPI names it currentPassword.
    const currentPassword = optionalString(body, 'currentPassword', { max: 4096 }) ?? optionalString(body, 'c_currentPassword', { max: 4096 });
    const doc = await updateCustomer(c.var.sb.db, customerId, async (row, tx) => {
      const next = { ...row.doc, ...fields };
      if (email !== undefined) next.email = email;
      if (login !== undefined && login.toLowerCase() !== row.login) {
        // SCAPI: changing the login needs the shopper's current password.
        if (!currentPassword || !(await verifyPassword(currentPassword, row.password_hash))) throw wrongCurrentPassword();
        const holder = await customerByLogin(tx, login);
        if (holder && holder.id !== customerId) throw loginInUse();
        next.login = login;
      }
      next.lastModified = nowOf(c).toISOString();
      return { doc: next, result: next };
    });
    return c.json(customerResponse(doc, nowOf(c)));
  });

  api.put('/customers/:customerId/password', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const body = await jsonBody(c);
    const currentPassword = passwordField(body, 'currentPassword');
    const password = passwordField(body, 'password');
    const row = await requireCustomer(c.var.sb.db, customerId);
    if (!(await verifyPassword(currentPassword, row.password_hash))) throw wrongCurrentPassword();
    assertPasswordPolicy(password);
    await setPassword(c.var.sb.db, customerId, password);
    return c.body(null, 204);
  });

  // --- Address book ----------------------------------------------------------------------------

  api.post('/customers/:customerId/addresses', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const input = addressInput(await jsonBody(c));
    const address = await updateCustomer(c.var.sb.db, customerId, (row) => {
      const now = nowOf(c).toISOString();
      const { addresses, address } = addAddress(row.doc.addresses, input, now);
      return { doc: { ...row.doc, addresses, lastModified: now }, result: address };
    });
    return c.json(address, 201);
  });

  api.get('/customers/:customerId/addresses/:addressName', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const row = await requireCustomer(c.var.sb.db, customerId);
    return c.json(findAddress(row.doc.addresses, c.req.param('addressName')));
  });

  api.patch('/customers/:customerId/addresses/:addressName', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const input = addressInput(await jsonBody(c));
    const address = await updateCustomer(c.var.sb.db, customerId, (row) => {
      const now = nowOf(c).toISOString();
      const { addresses, address } = updateAddress(row.doc.addresses, c.req.param('addressName'), input, now);
      return { doc: { ...row.doc, addresses, lastModified: now }, result: address };
    });
    return c.json(address);
  });

  api.delete('/customers/:customerId/addresses/:addressName', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    await updateCustomer(c.var.sb.db, customerId, (row) => ({
      doc: { ...row.doc, addresses: removeAddress(row.doc.addresses, c.req.param('addressName')), lastModified: nowOf(c).toISOString() },
      result: undefined,
    }));
    return c.body(null, 204);
  });

  // --- Wallet ------------------------------------------------------------------------------------

  api.post('/customers/:customerId/payment-instruments', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const input = paymentInstrumentInput(await jsonBody(c));
    const now = nowOf(c);
    let tokenCard: TokenCard = {};
    if (input.paymentToken !== undefined) {
      const token = await loadPaymentToken(c.var.sb.db, input.paymentToken);
      if (!token || token.customerId !== customerId || paymentTokenExpired(token, now)) {
        throw new ProblemError(400, 'invalid-payment-token', 'Invalid Payment Token', 'The payment token is unknown or has expired.', { code: 'invalid.payment.token' });
      }
      const { cardType, maskedNumber, numberLastDigits, expirationMonth, expirationYear, holder } = token;
      tokenCard = { cardType, maskedNumber, numberLastDigits, expirationMonth, expirationYear, ...(holder ? { holder } : {}) };
    }
    const paymentCard = storedCardFrom(input.paymentCard, tokenCard, now);
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
    await updateCustomer(c.var.sb.db, customerId, (row) => ({
      doc: { ...row.doc, paymentInstruments: addPaymentInstrument(row.doc.paymentInstruments, instrument), lastModified: now.toISOString() },
      result: undefined,
    }));
    return c.json(paymentInstrumentResponse(instrument, now), 201);
  });

  api.get('/customers/:customerId/payment-instruments/:paymentInstrumentId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const row = await requireCustomer(c.var.sb.db, customerId);
    return c.json(paymentInstrumentResponse(findPaymentInstrument(row.doc.paymentInstruments, c.req.param('paymentInstrumentId')), nowOf(c)));
  });

  api.patch('/customers/:customerId/payment-instruments/:paymentInstrumentId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    const body = await jsonBody(c);
    const id = c.req.param('paymentInstrumentId');
    const now = nowOf(c);
    const wallet = await updateCustomer(c.var.sb.db, customerId, (row) => {
      const paymentInstruments = updatePaymentInstrument(row.doc.paymentInstruments, id, body, now);
      return { doc: { ...row.doc, paymentInstruments, lastModified: now.toISOString() }, result: paymentInstruments };
    });
    return c.json(paymentInstrumentResponse(findPaymentInstrument(wallet, id), now));
  });

  api.delete('/customers/:customerId/payment-instruments/:paymentInstrumentId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: true });
    await updateCustomer(c.var.sb.db, customerId, (row) => ({
      doc: { ...row.doc, paymentInstruments: removePaymentInstrument(row.doc.paymentInstruments, c.req.param('paymentInstrumentId')), lastModified: nowOf(c).toISOString() },
      result: undefined,
    }));
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
    const db = c.var.sb.db;
    const existing = await listsOf(db, customerId);
    if (existing.length >= MAX_LISTS_PER_CUSTOMER) throw invalidBody(`A customer can keep at most ${MAX_LISTS_PER_CUSTOMER} product lists.`);
    const list = newProductList(randomId(26), input, nowOf(c).toISOString());
    await insertList(db, customerId, list);
    return c.json(list, 201);
  });

  api.get('/customers/:customerId/product-lists/:listId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    return c.json(await listOf(c.var.sb.db, customerId, c.req.param('listId')));
  });

  api.patch('/customers/:customerId/product-lists/:listId', async (c) => {
    const { customerId } = ownCustomer(c, { registered: false });
    const input = productListInput(await jsonBody(c), { requireType: false });
    const list = await updateList(c.var.sb.db, customerId, c.req.param('listId'), (current) => {
      const next = { ...current, ...input, id: current.id, creationDate: current.creationDate, customerProductListItems: current.customerProductListItems, lastModified: nowOf(c).toISOString() };
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
    const db = c.var.sb.db;
    await listOf(db, customerId, c.req.param('listId'));
    if (input.productId !== undefined && !(await productExists(db, input.productId))) {
      throw new ProblemError(400, 'product-list-product-not-found', 'Product Not Found', `No product with ID '${input.productId}' was found.`, { productId: input.productId });
    }
    const item = await updateList(db, customerId, c.req.param('listId'), (list) => {
      const { list: next, item } = addListItem(list, randomId(26), input, nowOf(c).toISOString());
      return { list: next, result: item };
    });
    return c.json(item, 201);
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
    await updateList(c.var.sb.db, customerId, c.req.param('listId'), (list) => ({ list: removeListItem(list, c.req.param('itemId'), nowOf(c).toISOString()), result: undefined }));
    return c.body(null, 204);
  });

  // --- Public product lists (anyone with a shopper token) -------------------------------------

  api.get('/product-lists', async (c) => {
    siteOf(c);
    const email = c.req.query('email')?.trim() || undefined;
    const firstName = c.req.query('firstName')?.trim() || undefined;
    const lastName = c.req.query('lastName')?.trim() || undefined;
    if (email !== undefined && !isEmail(email)) throw invalidParameter('email', `The parameter 'email' must be an e-mail address.`);
    if (!email && !(firstName && lastName)) throw invalidParameter('email', 'Search by email, or by firstName and lastName.');
    const lists = await publicListsOf(c.var.sb.db, { email, firstName, lastName });
    const data = lists.map((list) => ({ id: list.id, name: list.name, description: list.description, type: list.type, title: list.name ?? list.type }));
    return c.json({ data, limit: data.length, total: data.length });
  });

  api.get('/product-lists/:listId', async (c) => {
    siteOf(c);
    return c.json(publicProductList(await publicList(c.var.sb.db, c.req.param('listId'))));
  });

  api.get('/product-lists/:listId/items', async (c) => {
    siteOf(c);
    const list = await publicList(c.var.sb.db, c.req.param('listId'));
    const data = list.customerProductListItems.filter((item) => item.public).map(publicProductListItem);
    return c.json({ data, limit: data.length, total: data.length });
  });

  api.get('/product-lists/:listId/items/:itemId', async (c) => {
    siteOf(c);
    const list = await publicList(c.var.sb.db, c.req.param('listId'));
    const item = findListItem(list, c.req.param('itemId'));
    if (!item.public) throw productListItemNotFound(item.id);
    return c.json(publicProductListItem(item));
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
