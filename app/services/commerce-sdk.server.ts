/**
 * commerce-sdk-isomorphic, loaded through its CommonJS entry: the package's ESM entry calls
 * `require('node-fetch')` while loading, which throws in Node's ESM loader. We always pass our own
 * `fetch`, so node-fetch is never used.
 */
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);
const sdk = load('commerce-sdk-isomorphic') as typeof import('commerce-sdk-isomorphic');

export const {
  helpers,
  ResponseError,
  ShopperBasketsV2,
  ShopperCustomers,
  ShopperLogin,
  ShopperOrders,
  ShopperProducts,
  ShopperSearch,
  ShopperStores,
} = sdk;
