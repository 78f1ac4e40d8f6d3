import type { OrderAddress } from '../commerce/types.ts';
import { type Body, customFields, invalidBody, optionalBoolean, optionalString, requireObject } from '../http/body.ts';

const ADDRESS_FIELDS = [
  'address1',
  'address2',
  'city',
  'companyName',
  'firstName',
  'fullName',
  'id',
  'jobTitle',
  'lastName',
  'phone',
  'postBox',
  'postalCode',
  'salutation',
  'secondName',
  'suffix',
  'suite',
  'title',
] as const;

/** An OrderAddress body: SCAPI's string fields (≤ 256 characters), a 2-letter countryCode and c_ attributes. */
export function parseAddress(value: unknown, field: string): OrderAddress {
  const body = requireObject(value, field);
  const address: OrderAddress = {};
  for (const key of ADDRESS_FIELDS) {
    const text = optionalString(body, key, { field: `${field}.${key}` });
    if (text !== undefined) address[key] = text;
  }
  const countryCode = optionalString(body, 'countryCode', { field: `${field}.countryCode`, max: 2 });
  if (countryCode !== undefined && countryCode !== '') {
    if (!/^[A-Za-z]{2}$/.test(countryCode))
      throw invalidBody(`'${field}.countryCode' must be a two-letter country code.`);
    address.countryCode = countryCode.toUpperCase();
  }
  const stateCode = optionalString(body, 'stateCode', { field: `${field}.stateCode`, max: 6 });
  if (stateCode !== undefined && stateCode !== '') address.stateCode = stateCode.toUpperCase();
  for (const [key, custom] of Object.entries(customFields(body, field))) if (custom !== null) address[key] = custom;
  return address;
}

/** The gift flag and message of a product item or a shipment body; an empty message removes the message. */
export function applyGiftFields(target: { gift?: boolean; giftMessage?: string }, body: Body, field: string): void {
  const gift = optionalBoolean(body, 'gift', `${field}.gift`);
  if (gift !== undefined) target.gift = gift;
  const giftMessage = optionalString(body, 'giftMessage', { max: 4000, field: `${field}.giftMessage` });
  if (giftMessage !== undefined) {
    if (giftMessage) target.giftMessage = giftMessage;
    else delete target.giftMessage;
  }
}
