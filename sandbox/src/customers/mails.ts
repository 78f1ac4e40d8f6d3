import type { SandboxServices } from '../http/context.ts';
import { sendMail } from '../outbox/mail.ts';
import { issueActionToken, retireActionTokens } from './action-tokens.ts';

/** The account mails: e-mail verification and password reset, with their one-time tokens. */
interface Recipient {
  id: string;
  email: string;
  firstName?: string;
}

const greeting = (recipient: Recipient) => `Hi ${recipient.firstName?.trim() || 'there'},`;

/** Sends a fresh verification link; earlier unused links stop working. */
export async function sendVerificationMail(sb: SandboxServices, recipient: Recipient): Promise<void> {
  await retireActionTokens(sb.db, 'email-verification', recipient.id);
  const token = await issueActionToken(sb.db, 'email-verification', recipient.id, sb.now());
  const link = `${sb.config.storefrontOrigin}/account-confirmation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(recipient.email)}`;
  await sendMail(sb.db, {
    to: recipient.email,
    template: 'email-verification',
    subject: 'Confirm your Sweet Shop account',
    text: `${greeting(recipient)}\n\nThanks for creating a Sweet Shop account. Please confirm your e-mail address within 24 hours:\n${link}\n\nIf you did not sign up, ignore this e-mail.`,
    data: { token, link, email: recipient.email },
  });
}

/** Sends a password reset link (the same token kind and lifetime as SLAS's reset mail). */
export async function sendPasswordResetMail(sb: SandboxServices, recipient: Recipient): Promise<void> {
  const token = await issueActionToken(sb.db, 'password-reset', recipient.id, sb.now());
  const link = `${sb.config.storefrontOrigin}/new-password-form?token=${encodeURIComponent(token)}&email=${encodeURIComponent(recipient.email)}`;
  await sendMail(sb.db, {
    to: recipient.email,
    template: 'password-reset',
    subject: 'Reset your Sweet Shop password',
    text: `${greeting(recipient)}\n\nWe received a request to reset your password. Choose a new one here within 30 minutes:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
    data: { token, link, email: recipient.email },
  });
}
