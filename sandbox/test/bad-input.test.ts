/**
 * "Bad input never produces a 500": every route the sandbox serves gets junk path parameters, junk
 * query parameters and malformed or mistyped bodies, as a guest and as a registered customer.
 * Requests go straight into the app (no sockets), so the whole sweep takes seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { createApp } from '../src/app.ts';
import { DEMO_PRODUCTS } from '../src/catalog/demo.ts';
import { loginGuest, loginRegistered, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
let app: ReturnType<typeof createApp>;
let guest: { token: string; customerId: string; basketId: string };
let registered: { token: string; customerId: string; basketId: string };

const LONG = 'x'.repeat(5000);
const JUNK_VALUES = [
  'nope',
  LONG,
  '../../etc/passwd',
  "'; DROP TABLE customers; --",
  '<script>alert(1)</script>',
  '💥🍭',
  '-1',
  '0',
  '1e309',
  '%00',
];

/** Field names used across the APIs, each set to a value of the wrong type. */
const FIELDS = [
  'productId',
  'quantity',
  'shipmentId',
  'itemId',
  'email',
  'firstName',
  'lastName',
  'address1',
  'city',
  'stateCode',
  'postalCode',
  'countryCode',
  'phone',
  'id',
  'code',
  'paymentMethodId',
  'amount',
  'paymentCard',
  'basketId',
  'login',
  'password',
  'currentPassword',
  'customer',
  'c_actions',
  'currency',
  'giftCertificateCode',
  'c_giftCardPin',
  'c_paymentToken',
  'cardNumber',
  'expirationMonth',
  'expirationYear',
  'securityCode',
  'c_number',
  'c_cvn',
  'token',
  'c_token',
  'c_customer',
  'c_email',
  'shipments',
  'giftMessage',
  'eventId',
  'maxAllowed',
  'pid',
  'reason',
  'type',
  'description',
  'birthday',
  'subscribelist',
  'addressId',
  'preferred',
  'listId',
  'customerProductListItems',
  'priority',
  'public',
  'shippingAddress',
  'shippingMethod',
  'c_subscriptionOptins',
  'useAsBilling',
];

function bodies(): Array<string | undefined> {
  const wrongTypes = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));
  return [
    undefined,
    'not json at all {',
    'null',
    '"a string"',
    '12345',
    '[]',
    '{}',
    wrongTypes({ nested: { deeper: [1, 2, 3] } }),
    wrongTypes([null, true, 'x']),
    wrongTypes(-99999999999),
    wrongTypes(LONG),
    wrongTypes('<b>💥</b>'),
    JSON.stringify([Object.fromEntries(FIELDS.map((field) => [field, null]))]),
    JSON.stringify([
      { productId: DEMO_PRODUCTS.simpleItem, quantity: 1e9 },
      { productId: LONG, quantity: -1 },
    ]),
    JSON.stringify({ c_actions: [{ action: 'addShipments', shipments: 'nope' }, null, 42] }),
  ];
}

const QUERIES = [
  'siteId=sweet-shop',
  `siteId=sweet-shop&ids=${'a,'.repeat(300)}&limit=-5&offset=abc&expand=nothing,at,all&levels=99&currency=ZZZ&q=%3Cscript%3E&refine=price%3D(a..b)&refine=cgid%3D&sort=%00&count=1e99&start=-1&postalCode=${LONG}&countryCode=ZZ&maxDistance=-4&lookup=%F0%9F%92%A5&radius=7&c_productIds=,,,&productIDs=&storeIDs=${LONG}&orderNo=..%2F&basketId=nope&useAsBilling=maybe&createDestinationBasket=yes&locale=xx-YY`,
  'siteId=not-a-site&currency=',
];

function concretePath(path: string, variant: 'real' | 'junk', who: typeof guest, junk: string): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'organizationId') return sandbox.config.organizationId;
    if (variant === 'junk') return encodeURIComponent(junk);
    switch (name) {
      case 'customerId':
        return who.customerId;
      case 'basketId':
        return who.basketId;
      case 'id':
      case 'productId':
        return DEMO_PRODUCTS.master;
      case 'shipmentId':
        return 'me';
      case 'orderNo':
        return '00090001';
      case 'file':
        return 'nope.svg';
      default:
        return 'nope';
    }
  });
}

beforeAll(async () => {
  sandbox = await startTestSandbox('bad_input');
  app = createApp(sandbox.services);
  const session = async (token: { access_token: string; customer_id: string }) => {
    const response = await app.request(
      `/checkout/shopper-baskets/v1/organizations/${sandbox.config.organizationId}/baskets?siteId=sweet-shop`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        body: '{}',
      },
    );
    const basket = (await response.json()) as { basketId: string };
    return { token: token.access_token, customerId: token.customer_id, basketId: basket.basketId };
  };
  guest = await session(await loginGuest(sandbox));
  registered = await session(await loginRegistered(sandbox, 'ava.sweet@example.com', 'Candy!Shop1'));
});
afterAll(async () => sandbox?.close());

describe('bad input never produces a 5xx', () => {
  it('holds for every route, parameter, query and body variant', async () => {
    const routes = [
      ...new Map(
        app.routes.filter((route) => route.method !== 'ALL').map((route) => [`${route.method} ${route.path}`, route]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(130);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const mutating = route.method !== 'GET';
      const slas = route.path.startsWith('/shopper/auth/');
      for (const who of [guest, registered]) {
        for (const [index, variant] of (['real', 'junk', 'junk'] as const).entries()) {
          const path = concretePath(
            route.path,
            variant,
            who,
            JUNK_VALUES[(index * 3 + requests) % JUNK_VALUES.length]!,
          );
          for (const query of QUERIES) {
            for (const body of mutating ? bodies() : [undefined]) {
              const headers: Record<string, string> = { authorization: `Bearer ${who.token}` };
              if (body !== undefined)
                headers['content-type'] = slas ? 'application/x-www-form-urlencoded' : 'application/json';
              const response = await app.request(`${path}?${query}`, { method: route.method, headers, body });
              requests += 1;
              if (response.status >= 500)
                failures.push(
                  `${response.status} ${route.method} ${path.slice(0, 140)}?${query.slice(0, 40)} body=${String(body).slice(0, 60)}`,
                );
              await response.arrayBuffer();
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(5000);
    expect(failures).toEqual([]);
  }, 240_000);
});
