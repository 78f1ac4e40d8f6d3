/** Spec (checkout §5, §9): a gift message holds at most 150 characters, letters and numbers only. */
export const GIFT_MESSAGE_MAX_LENGTH = 150;
export const GIFT_MESSAGE_CHARACTERS_ERROR =
  'Messages can only contain letters and numbers. Please remove any special characters to continue.';
export const GIFT_MESSAGE_LENGTH_ERROR = `Messages can be at most ${GIFT_MESSAGE_MAX_LENGTH} characters long.`;

/**
 * "Letters and numbers only" read literally for characters, with the whitespace that separates words:
 * any letter (accented ones too), any digit, spaces and line breaks. Punctuation and symbols (., !, ',
 * emoji, …) are special characters and are refused.
 */
const ALLOWED = /^[\p{L}\p{M}\p{Nd} \r\n]*$/u;

/** The spec's message for an invalid gift message, or undefined when it is acceptable (empty clears it). */
export function giftMessageError(message: string): string | undefined {
  if ([...message].length > GIFT_MESSAGE_MAX_LENGTH) return GIFT_MESSAGE_LENGTH_ERROR;
  if (!ALLOWED.test(message)) return GIFT_MESSAGE_CHARACTERS_ERROR;
  return undefined;
}
