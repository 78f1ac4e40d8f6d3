/**
 * The wallet (checkout spec §2 /wallet, §3 saved card, §5 card rules, §8 payment instrument
 * errors): the add-a-card form's schema (the billing step's card rules), the saved cards as the
 * page lists them, and which error message a refused card shows. Pure.
 */
import { z } from 'zod';
import { cardFieldsShape, cardIssues } from './billing-form.ts';
import { describeCard, isCardExpired } from './card.ts';
import { ACCOUNT_MESSAGES } from './account-messages.ts';

/** The add-a-card form; `now` decides which cards count as expired. */
export function walletCardSchemaAt(now: () => Date) {
  return z
    .object({
      ...cardFieldsShape,
      makeDefault: z.boolean().optional(),
    })
    .superRefine((value, context) => {
      for (const issue of cardIssues(value, now()))
        context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });
}

export const walletCardSchema = walletCardSchemaAt(() => new Date());

/** A card-choice post (delete, use for subscriptions). */
export const walletChoiceSchema = z.object({ paymentInstrumentId: z.string().trim().min(1).max(256) });

export interface WalletCardLike {
  paymentInstrumentId?: string;
  paymentMethodId?: string;
  default?: boolean;
  c_useForSubscriptions?: boolean;
  paymentCard?: {
    cardType?: string;
    maskedNumber?: string;
    expirationMonth?: number;
    expirationYear?: number;
    holder?: string;
    creditCardExpired?: boolean;
  };
}

export interface WalletEntry {
  id: string;
  /** "Visa •••• 1111, expires 04/2030" (masked, spec §5). */
  description: string;
  holder?: string;
  expired: boolean;
  isDefault: boolean;
  forSubscriptions: boolean;
}

/** The saved cards, the default first; expired ones are listed as such (spec §5 expiry rule). */
export function walletEntries(cards: readonly WalletCardLike[] | undefined, now: Date): WalletEntry[] {
  return (cards ?? [])
    .filter(
      (card) =>
        card.paymentInstrumentId && card.paymentCard && (card.paymentMethodId ?? 'CREDIT_CARD') === 'CREDIT_CARD',
    )
    .map((card) => {
      const { expirationMonth: month, expirationYear: year, creditCardExpired, holder } = card.paymentCard!;
      return {
        id: card.paymentInstrumentId!,
        description: describeCard(card.paymentCard!),
        ...(holder ? { holder } : {}),
        expired: month && year ? isCardExpired(month, year, now) : creditCardExpired === true,
        isDefault: card.default === true,
        forSubscriptions: card.c_useForSubscriptions === true,
      };
    })
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** Spec §8: the unauthorized title (login required) logs the customer out. */
export const UNAUTHORIZED_TITLE = 'Unauthorized';

/** The codes whose server status message is shown as it is (spec §8). */
const STATUS_MESSAGE_CODES = ['error.cards.max.reached', 'card.already.on.file'];

/**
 * Spec §8 "Payment instrument": what a refused card shows — the status message for the listed
 * codes, a flash's message, else the detail, else 'Failed to add payment instrument'.
 */
export function addCardFailureMessage(problem: {
  code?: string;
  statusMessage?: string;
  detail?: string;
  flashes?: { message?: string }[];
}): string {
  if (problem.code && STATUS_MESSAGE_CODES.includes(problem.code) && problem.statusMessage)
    return problem.statusMessage;
  const flash = problem.flashes?.find((entry) => entry.message)?.message;
  if (flash) return flash;
  return problem.detail || ACCOUNT_MESSAGES.addCardFailed;
}
