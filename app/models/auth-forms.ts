/**
 * One zod schema per sign-in form, used by the route's action (parseWithZod) and its component
 * (useForm + getZodConstraint), so the browser checks exactly what the server checks.
 */
import { z } from 'zod';
import { emailField, nameField } from './field-rules.ts';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { MESSAGES } from './messages.ts';
import { PASSWORD_POLICY, passwordPolicyErrors } from './password-policy.ts';

/** Login addresses predate the 50-character form limit, so login accepts any valid length. */
const LOGIN_MAX_LENGTH = 254;

const redirectTo = z.string().max(2048).optional();

export const currentPassword = z
  .string({ error: MESSAGES.password })
  .min(1, MESSAGES.password)
  .max(PASSWORD_POLICY.maxLength, MESSAGES.password);

/** A new password: every broken rule of the policy is listed (also the account's password change). */
export const newPassword = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .superRefine((password, context) => {
    for (const message of passwordPolicyErrors(password)) context.addIssue({ code: 'custom', message });
  });

export const loginSchema = z.object({
  email: emailField(LOGIN_MAX_LENGTH),
  password: currentPassword,
  redirectTo,
});

export const registerSchema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(),
  password: newPassword,
  redirectTo,
});

export const emailOnlySchema = z.object({ email: emailField(LOGIN_MAX_LENGTH) });

export const newPasswordSchema = z
  .object({
    token: z.string({ error: ACCOUNT_MESSAGES.resetLinkInvalid }).min(1).max(512),
    email: emailField(LOGIN_MAX_LENGTH),
    password: newPassword,
    confirmPassword: z.string({ error: MESSAGES.required }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordMismatch,
  });
