/**
 * The address book (checkout spec §2 /addressbook, §3 Address, §5): the form's schema (the same
 * address rules as checkout), generated address ids, and the list as the page shows it. Pure.
 */
import { z } from 'zod';
import { addressFields, ALSO_AFTER_FIELD_ERRORS, checkAddressCountry } from './address.ts';
import { addressLines, type AddressInput } from './address-rules.ts';

/** Spec §3: the label of the preferred address. */
export const PRIMARY_ADDRESS_LABEL = 'Primary Address';

/** Not shown: the longest address id (SCAPI allows 256; a name of the customer's own). */
export const ADDRESS_ID_MAX_LENGTH = 50;

const addressId = z.string().trim().max(ADDRESS_ID_MAX_LENGTH).optional();

/** Add or edit an address: the checkout's address rules, plus "make this my primary address". */
export const addressBookSchema = z
  .object({
    ...addressFields,
    addressId,
    preferred: z.boolean().optional(),
    verify: z.enum(['keep', 'accept', 'edit']).optional(),
  })
  .superRefine((value, context) => checkAddressCountry(value, context), ALSO_AFTER_FIELD_ERRORS);

/** Delete, or make preferred: one address by id. */
export const addressChoiceSchema = z.object({ addressId: z.string().trim().min(1).max(256) });

/**
 * Spec §5: a saved address with a missing id gets one from the city, plus a counter when the city
 * repeats: "Chicago", then "Chicago 2", "Chicago 3", … (case-insensitively unique).
 */
export function generateAddressId(city: string, existingIds: readonly string[]): string {
  const base = city.trim().slice(0, ADDRESS_ID_MAX_LENGTH - 4) || 'Address';
  const taken = new Set(existingIds.map((id) => id.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  let counter = 2;
  while (taken.has(`${base} ${counter}`.toLowerCase())) counter += 1;
  return `${base} ${counter}`;
}

export interface AddressBookEntry {
  addressId: string;
  preferred: boolean;
  lines: string[];
  address: AddressInput;
}

/** The book as the page lists it: the preferred address first, then by id. */
export function addressBookEntries(
  entries: ReadonlyArray<{ addressId: string; preferred: boolean; address: AddressInput }>,
): AddressBookEntry[] {
  return [...entries]
    .sort((a, b) => Number(b.preferred) - Number(a.preferred) || a.addressId.localeCompare(b.addressId))
    .map((entry) => ({ ...entry, lines: addressLines(entry.address, { phone: true }) }));
}
