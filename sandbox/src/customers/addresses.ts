import { ProblemError } from '../http/problem.ts';
import { customFields, invalidBody, optionalBoolean, optionalString, type Body } from '../http/body.ts';

/** A customer address book entry: the SCAPI CustomerAddress JSON. */
export interface StoredAddress {
  addressId: string;
  countryCode: string;
  lastName: string;
  preferred: boolean;
  creationDate: string;
  lastModified: string;
  [field: string]: unknown;
}

const ADDRESS_STRINGS: Array<[name: string, maxLength: number]> = [
  ['address1', 256],
  ['address2', 256],
  ['city', 256],
  ['companyName', 256],
  ['firstName', 256],
  ['fullName', 256],
  ['jobTitle', 256],
  ['lastName', 256],
  ['phone', 32],
  ['postBox', 256],
  ['postalCode', 256],
  ['salutation', 256],
  ['secondName', 256],
  ['stateCode', 256],
  ['suffix', 256],
  ['suite', 32],
  ['title', 256],
];

const COUNTRY_CODE = /^[A-Z][A-Z]$/;

/** The writable fields of a CustomerAddress body, validated; absent fields are left out. */
export function addressInput(body: Body): Partial<StoredAddress> {
  const input: Body = {};
  const addressId = optionalString(body, 'addressId', { max: 256 });
  if (addressId !== undefined) {
    if (!addressId.trim()) throw invalidBody(`'addressId' must not be empty.`);
    input.addressId = addressId.trim();
  }
  const countryCode = optionalString(body, 'countryCode', { max: 2 });
  if (countryCode !== undefined) {
    if (!COUNTRY_CODE.test(countryCode))
      throw invalidBody(`'countryCode' must be a two-letter ISO 3166-1 code in upper case.`);
    input.countryCode = countryCode;
  }
  for (const [name, maxLength] of ADDRESS_STRINGS) {
    const value = optionalString(body, name, { max: maxLength });
    if (value !== undefined) input[name] = value;
  }
  const preferred = optionalBoolean(body, 'preferred');
  if (preferred !== undefined) input.preferred = preferred;
  Object.assign(input, customFields(body));
  return input as Partial<StoredAddress>;
}

export const addressNotFound = (addressName: string) =>
  new ProblemError(
    404,
    'customer-address-not-found',
    'Customer Address Not Found',
    `No customer address with ID '${addressName}' was found.`,
    { addressName },
  );

const addressExists = (addressId: string) =>
  new ProblemError(
    400,
    'customer-address-already-exists',
    'Customer Address Already Exists',
    `The customer already has an address with ID '${addressId}'.`,
    { addressId },
  );

/** A preferred address takes the flag from every other address: there is at most one. */
function withPreferred(addresses: StoredAddress[], preferredId: string): StoredAddress[] {
  return addresses.map((address) =>
    address.addressId === preferredId || !address.preferred ? address : { ...address, preferred: false },
  );
}

/** Adds an address (addressId, countryCode and lastName are required; addressId is unique). */
export function addAddress(
  addresses: StoredAddress[],
  input: Partial<StoredAddress>,
  now: string,
): { addresses: StoredAddress[]; address: StoredAddress } {
  if (!input.addressId) throw invalidBody(`'addressId' is required.`);
  if (!input.countryCode) throw invalidBody(`'countryCode' is required.`);
  if (!input.lastName?.trim()) throw invalidBody(`'lastName' is required.`);
  if (addresses.some((address) => address.addressId === input.addressId)) throw addressExists(input.addressId);
  const address: StoredAddress = {
    ...input,
    addressId: input.addressId,
    countryCode: input.countryCode,
    lastName: input.lastName,
    preferred: input.preferred ?? false,
    creationDate: now,
    lastModified: now,
  };
  const next = [...addresses, address];
  return { addresses: address.preferred ? withPreferred(next, address.addressId) : next, address };
}

/** Updates an address; a new addressId renames it (still unique), preferred moves the flag. */
export function updateAddress(
  addresses: StoredAddress[],
  addressName: string,
  input: Partial<StoredAddress>,
  now: string,
): { addresses: StoredAddress[]; address: StoredAddress } {
  const current = addresses.find((address) => address.addressId === addressName);
  if (!current) throw addressNotFound(addressName);
  if (
    input.addressId &&
    input.addressId !== addressName &&
    addresses.some((address) => address.addressId === input.addressId)
  ) {
    throw addressExists(input.addressId);
  }
  if (input.lastName !== undefined && !input.lastName.trim()) throw invalidBody(`'lastName' must not be empty.`);
  const address: StoredAddress = { ...current, ...input, creationDate: current.creationDate, lastModified: now };
  const next = addresses.map((candidate) => (candidate === current ? address : candidate));
  return { addresses: address.preferred ? withPreferred(next, address.addressId) : next, address };
}

export function removeAddress(addresses: StoredAddress[], addressName: string): StoredAddress[] {
  if (!addresses.some((address) => address.addressId === addressName)) throw addressNotFound(addressName);
  return addresses.filter((address) => address.addressId !== addressName);
}

export function findAddress(addresses: StoredAddress[], addressName: string): StoredAddress {
  const address = addresses.find((candidate) => candidate.addressId === addressName);
  if (!address) throw addressNotFound(addressName);
  return address;
}
