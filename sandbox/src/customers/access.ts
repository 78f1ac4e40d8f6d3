import type { SandboxContext, Shopper } from '../http/context.ts';
import { shopperOf, siteOf } from '../http/context.ts';
import type { SiteDefinition } from '../sites.ts';
import { forbidden, ProblemError } from '../http/problem.ts';

/**
 * Shopper Customers resources belong to one customer: the customer ID in the path must be the one
 * in the ShopperToken (JWT), else 400 Invalid Customer as the API documents. Some resources (profile edits, addresses, cards, password) also need a
 * registered customer; guests may still use their own product lists, baskets and orders.
 */
export const customerMismatch = () =>
  new ProblemError(
    400,
    'invalid-customer',
    'Invalid Customer',
    'CustomerId URL parameter does not match the verified customer represented by the JWT token.',
  );
export const registeredOnly = () => forbidden('This resource requires a ShopperToken (JWT) of a registered customer.');

export interface CustomerAccess {
  shopper: Shopper;
  site: SiteDefinition;
  customerId: string;
}

export function ownCustomer(c: SandboxContext, { registered }: { registered: boolean }): CustomerAccess {
  const site = siteOf(c);
  const shopper = shopperOf(c);
  const customerId = c.req.param('customerId') ?? '';
  if (customerId !== shopper.customerId) throw customerMismatch();
  if (registered && !shopper.isRegistered) throw registeredOnly();
  return { shopper, site, customerId };
}

/** Custom APIs that act on "my account" take the customer from the token and need a registered one. */
export function registeredShopper(c: SandboxContext): { shopper: Shopper; site: SiteDefinition } {
  const site = siteOf(c);
  const shopper = shopperOf(c);
  if (!shopper.isRegistered) throw registeredOnly();
  return { shopper, site };
}
