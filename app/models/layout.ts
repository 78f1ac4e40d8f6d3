/**
 * What the root loader hands the page shell (header, menu, footer, cookie notice). Built on the
 * server from the session, the request and the cached category tree.
 */
import type { MenuItem } from './navigation.ts';
import type { Locale, SiteId, SiteTab } from './sites.ts';
import type { Flash } from './flash.ts';

export interface ShellData {
  siteId: SiteId;
  siteLabel: string;
  siteTabs: SiteTab[];
  locale: Locale;
  /** Registered customer's first name (else last name), for the account link; null for guests. */
  customerName: string | null;
  isRegistered: boolean;
  /** Items in the bag (sum of quantities). */
  bagCount: number;
  menu: MenuItem[];
  /** Optional global banner text (content-managed later; absent when there is none). */
  banner: string | null;
  showCookieNotice: boolean;
  flash: Flash | null;
  year: number;
}
