import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { jsonBody, mountCustomApi, siteOf } from '../http/context.ts';
import { verifyAddress, type AddressInput } from './address-verification.ts';
import { FormReader, invalidFields } from './validation.ts';

const FIELD_MAX = 100;

function readAddress(source: Record<string, unknown>): AddressInput {
  const reader = new FormReader(source);
  const address: AddressInput = {
    address1: reader.text('address1', { required: true, max: FIELD_MAX }),
    address2: reader.text('address2', { max: FIELD_MAX }),
    city: reader.text('city', { required: true, max: FIELD_MAX }),
    stateCode: reader.text('stateCode', { max: 3 }),
    postalCode: reader.text('postalCode', { required: true, max: FIELD_MAX }),
    countryCode: reader.text('countryCode', { max: 2, pattern: /^[A-Za-z]{2}$/ }),
  };
  if (reader.errors.length) throw invalidFields(reader.errors);
  return address;
}

async function answer(c: SandboxContext, source: Record<string, unknown>) {
  siteOf(c);
  return c.json(verifyAddress(readAddress(source)));
}

/**
 * Custom API shipping v1 `shipping-address`: address verification. GET takes the address as query
 * parameters, POST as a JSON body; both answer { confidence, validation_detail, addresses_formatted }.
 * (gift-message and update in the same API belong to the baskets area.)
 */
export function registerAddressVerificationRoutes(app: SandboxApp): void {
  const api = mountCustomApi(app, 'shipping');
  api.get('/shipping-address', (c) => answer(c, c.req.query()));
  api.post('/shipping-address', async (c) => answer(c, await jsonBody(c)));
}
