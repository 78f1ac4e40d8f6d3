/**
 * The address verification of the shipping step and the address book (checkout spec §4 "Address verification"): the
 * `shipping` custom API's `shipping-address` call, and the one flow both forms' actions follow with the shopper's
 * choice (app/models/address-verification.ts decides).
 */
import type { z } from 'zod';
import type { AddressInput } from '~/models/address-rules.ts';
import {
  afterVerification,
  settledByChoice,
  verificationPrompt,
  type VerificationChoice,
  type VerificationOutcome,
  type VerificationResult,
} from '~/models/address-verification.ts';
import { repostedFields } from '~/models/form-fields.ts';
import type { ShopperSession } from './session.server.ts';

/** Spec §4: the address is verified before it is saved. */
export async function verifyAddress(session: ShopperSession, address: AddressInput): Promise<VerificationResult> {
  const apis = await session.apis();
  return apis.custom<VerificationResult>('shipping', 'shipping-address', {
    method: 'GET',
    parameters: {
      postalCode: address.postalCode,
      city: address.city,
      address1: address.address1,
      address2: address.address2,
      stateCode: address.stateCode,
      countryCode: address.countryCode,
    },
  });
}

export interface PostedAddress {
  /** The address as entered. */
  entered: AddressInput;
  /** The shopper's answer to an earlier prompt (`verify`), if the post is one. */
  choice: VerificationChoice | undefined;
  /** The form as posted and its schema: a prompt's choices re-post its fields. */
  form: FormData;
  schema: z.ZodType;
  /** Where a prompt's choices post, when not to the shipping step. */
  action?: string;
}

/** A posted address through its verification: the address to save, back to the form, or the prompt for the shopper. */
export async function verifyPostedAddress(
  session: ShopperSession,
  { entered, choice, form, schema, action }: PostedAddress,
): Promise<VerificationOutcome> {
  const settled = settledByChoice(choice, entered);
  if (settled) return settled;
  const next = afterVerification(choice, verificationPrompt(await verifyAddress(session, entered), entered), entered);
  if ('save' in next) return next;
  return { ask: { prompt: next.ask, fields: repostedFields(form, schema, 'verify'), ...(action ? { action } : {}) } };
}
