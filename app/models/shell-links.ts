/** What the header and the mobile drawer say in their account and bag links. Pure: no React. */
import { BAG_COUNT_MAX, formatBagCount } from './site-constants.ts';
import type { ShellData } from './layout.ts';
import type { SiteTexts } from './site-texts.ts';

export interface AccountLinkTarget {
  to: string;
  label: string;
  /** A bare first name does not say where the link goes; screen readers get "Jane, your account". */
  ariaLabel?: string;
}

/**
 * Where the account link goes and what it says (shared with the header): the shopper's name once registered,
 * else the content-managed labels (`site-texts`).
 */
export function accountLink(
  shell: Pick<ShellData, 'isRegistered' | 'customerName'> & { texts: Pick<SiteTexts, 'signInLabel' | 'accountLabel'> },
): AccountLinkTarget {
  if (!shell.isRegistered) return { to: '/login', label: shell.texts.signInLabel };
  if (!shell.customerName) return { to: '/account', label: shell.texts.accountLabel };
  return { to: '/account', label: shell.customerName, ariaLabel: `${shell.customerName}, your account` };
}

/** The bag count in words for screen readers (shared with the header); the badge shows --- above the maximum. */
export function bagItemsText(count: number): string {
  if (count > BAG_COUNT_MAX) return `more than ${BAG_COUNT_MAX} items`;
  const shown = formatBagCount(count);
  return shown === '1' ? '1 item' : `${shown} items`;
}
