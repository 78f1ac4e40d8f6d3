/**
 * Registration, e-mail verification and password reset through the shop's `account` custom API
 * (checkout spec §7 "Site endpoints"). None of these needs a shopper session, so they run with the
 * storefront's own token; signing in is the sign-in service's (sign-in.server.ts).
 */
import { storefrontApis } from './app-token.server.ts';
import type { CatalogScope } from './catalog.server.ts';

export type VerificationStatus = 'verification-required' | 'verification-failed' | 'token-expired' | 'verified';

export async function registerCustomer(
  scope: CatalogScope,
  input: { firstName: string; lastName: string; email: string; password: string },
) {
  const apis = await storefrontApis(scope);
  return apis.custom<{ status: VerificationStatus; email: string }>('account', 'customer-register', {
    body: {
      customer: { firstName: input.firstName, lastName: input.lastName, email: input.email, login: input.email },
      password: input.password,
    },
  });
}

export async function completeRegistration(scope: CatalogScope, email: string, token: string) {
  const apis = await storefrontApis(scope);
  return apis.custom<{ status: VerificationStatus; email: string }>('account', 'customer-register-complete', {
    body: { c_customer: email, c_token: token },
  });
}

export async function resendConfirmation(scope: CatalogScope, email: string) {
  const apis = await storefrontApis(scope);
  return apis.custom<{ status: 'verified' | 'pending' }>('account', 'send-email-confirmation', {
    body: { c_email: email },
  });
}

/** The reset mail needs client authentication: the storefront's token of its private client (COMMERCE_PRIVATE_CLIENT_*). */
export async function requestPasswordReset(scope: CatalogScope, email: string) {
  const apis = await storefrontApis(scope);
  return apis.custom<{ status: string }>('account', 'password-reset-email', { body: { email } });
}

export async function resetTokenIsValid(scope: CatalogScope, token: string): Promise<boolean> {
  const apis = await storefrontApis(scope);
  const reply = await apis.custom<{ valid: boolean }>('account', 'password-reset/validate-token', { body: { token } });
  return reply.valid;
}

export async function resetPassword(scope: CatalogScope, input: { token: string; email: string; password: string }) {
  const apis = await storefrontApis(scope);
  return apis.custom<{ status: string; email: string; customerId: string }>('account', 'password-reset', {
    body: input,
  });
}
