/**
 * Address verification (checkout spec §4 "Address verification", §8 messages): what the shipping
 * step and the address book do with the answer of the `shipping` custom API `shipping-address` — save quietly, offer
 * "You Entered" versus "Recommended", or say no match was found.
 */
import type { AddressInput } from './address-rules.ts';

/** Spec §3: the confidence levels of a verification result. */
export type Confidence =
  'verified' | 'street partial' | 'premises partial' | 'no match' | 'multiple matches' | 'interaction required';

/** The answer of `shipping-address` (only what the storefront reads). */
export interface VerificationResult {
  confidence?: string;
  validation_detail?: string[] | string;
  addresses_formatted?: { address?: Partial<Record<'LINE_1' | 'LINE_2' | 'LINE_3' | 'LINE_4' | 'LINE_5', string>> }[];
}

/** Spec §8, word for word. */
export const VERIFICATION_MESSAGES = {
  noMatch: 'Sorry, we could not find a match to your address.',
  partialStreet:
    "Sorry, we don't recognize your house or building number. To proceed, please enter your house or building number or use your address as entered.",
} as const;

const ZIP_CORRECTED = 'zip_code_corrected';

function details(result: VerificationResult): string[] {
  const detail = result.validation_detail;
  if (Array.isArray(detail))
    return detail.filter((entry): entry is string => typeof entry === 'string' && entry !== '');
  return typeof detail === 'string' && detail ? detail.split(/[\s,]+/).filter(Boolean) : [];
}

/**
 * Spec §4: verification needs the shopper's attention unless the confidence is verified with a
 * detail that is not solely a ZIP correction (no detail at all counts as such); partial, no match,
 * multiple matches and interaction required always need it.
 */
export function needsAttention(result: VerificationResult): boolean {
  if (result.confidence !== 'verified') return true;
  const list = details(result);
  return list.length > 0 && list.every((entry) => entry === ZIP_CORRECTED);
}

/** The address the service recommends: LINE_1 street, LINE_2 apartment, LINE_3 city, LINE_4 state, LINE_5 postal code. */
export function recommendedAddress(result: VerificationResult, entered: AddressInput): AddressInput | undefined {
  const lines = result.addresses_formatted?.[0]?.address;
  if (!lines?.LINE_1) return undefined;
  return {
    ...entered,
    address1: lines.LINE_1,
    address2: lines.LINE_2 ?? '',
    city: lines.LINE_3 || entered.city,
    stateCode: lines.LINE_4 || entered.stateCode,
    postalCode: lines.LINE_5 || entered.postalCode,
  };
}

export type VerificationPrompt =
  /** Nothing to ask: save the address as entered. */
  | { kind: 'none' }
  /** Spec: verified with detail — "You Entered" versus "Recommended", Keep as is or Accept Change. */
  | { kind: 'recommend'; entered: AddressInput; recommended: AddressInput }
  /** Spec: otherwise the no-match message, Edit Address or Keep as is. */
  | { kind: 'no-match'; entered: AddressInput; message: string };

/** What the shipping step shows for a verification answer (spec §4). */
export function verificationPrompt(result: VerificationResult, entered: AddressInput): VerificationPrompt {
  if (!needsAttention(result)) return { kind: 'none' };
  const recommended = result.confidence === 'verified' ? recommendedAddress(result, entered) : undefined;
  if (recommended) return { kind: 'recommend', entered, recommended };
  const message =
    result.confidence === 'street partial' ? VERIFICATION_MESSAGES.partialStreet : VERIFICATION_MESSAGES.noMatch;
  return { kind: 'no-match', entered, message };
}

/** The shopper's answer to a prompt, posted as `verify`. */
export type VerificationChoice = 'keep' | 'accept' | 'edit';

export function isVerificationChoice(value: unknown): value is VerificationChoice {
  return value === 'keep' || value === 'accept' || value === 'edit';
}

/**
 * What a form's action does once the address it was posted has been verified again: save it (as entered, or the
 * recommendation the shopper accepted) or ask the shopper. "Accept Change" takes the recommendation the service gives
 * now; should the service no longer recommend one, the shopper is asked again rather than sent on with an address
 * nobody verified ("Keep as is" is never verified again, `verify=keep`).
 */
export function afterVerification(
  choice: VerificationChoice | undefined,
  prompt: VerificationPrompt,
  entered: AddressInput,
): { save: AddressInput } | { ask: Exclude<VerificationPrompt, { kind: 'none' }> } {
  if (prompt.kind === 'none') return { save: entered };
  if (prompt.kind === 'recommend' && choice === 'accept') return { save: prompt.recommended };
  return { ask: prompt };
}

/** What a form's action hands back when the posted address needs the shopper's attention. */
export interface AddressVerification {
  prompt: Exclude<VerificationPrompt, { kind: 'none' }>;
  /** Every field of the form as posted, re-posted with the shopper's choice. */
  fields: Record<string, string>;
  /** Where the choices post: the shipping step unless said (the address book posts to itself). */
  action?: string;
}

/** A posted address once its verification is through: saved, back to the form ("Edit Address"), or asked about. */
export type VerificationOutcome = { save: AddressInput } | { edit: true } | { ask: AddressVerification };

/**
 * What the shopper's choice settles before the service is asked: "Edit Address" goes back to the form, filled in as
 * entered; "Keep as is" saves the address as entered, never verified again. Null: the address is verified (again).
 */
export function settledByChoice(
  choice: VerificationChoice | undefined,
  entered: AddressInput,
): Exclude<VerificationOutcome, { ask: unknown }> | null {
  if (choice === 'edit') return { edit: true };
  if (choice === 'keep') return { save: entered };
  return null;
}

/** A line of an address cut into words and the spaces between, each word marked when the other address lacks it. */
export type MarkedPart = { text: string; changed: boolean };

/**
 * Checkout spec §4 (address verification): the "You Entered" and "Recommended" blocks highlight what differs, word by word: a word
 * is changed when the other address does not hold it (case and . , # aside; lines may shift when a
 * line is added), so "Main St" → "Main Street" marks "St" and "Street", a new ZIP+4 the ZIP.
 */
export function markChanges(lines: readonly string[], otherLines: readonly string[]): MarkedPart[][] {
  const key = (word: string) => word.toLowerCase().replace(/[.,#]/g, '');
  const others = new Map<string, number>();
  for (const word of otherLines.join(' ').split(/\s+/).filter(Boolean))
    others.set(key(word), (others.get(key(word)) ?? 0) + 1);
  return lines.map((line) =>
    line.split(/(\s+)/).flatMap((text) => {
      if (!text) return [];
      if (/^\s+$/.test(text)) return [{ text, changed: false }];
      const left = others.get(key(text)) ?? 0;
      if (left > 0) others.set(key(text), left - 1);
      return [{ text, changed: left === 0 }];
    }),
  );
}
