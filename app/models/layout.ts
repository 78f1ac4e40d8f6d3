/**
 * What the root loader hands the page shell (header, menu, footer, cookie notice). Built on the
 * server from the session, the request and the cached category tree.
 */
import type { MenuItem } from './navigation.ts';
import type { Locale, SiteId, SiteTab } from './sites.ts';
import type { Flash } from './flash.ts';
import type { Block } from './content-blocks.ts';
import type { PreviewEnvironment, PreviewState } from './content-preview.ts';
import type { SiteTexts } from './site-texts.ts';

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
  /** The content hub's global header banner (delivery key `global-banner`), when there is one; it replaces `banner`. */
  contentBanner: Extract<Block, { kind: 'global-banner' }> | null;
  /** Content preview is on for this browser (the preview drawer shows). */
  preview: PreviewState | null;
  /** The preview drawer's environment links (configuration); none outside preview. */
  previewEnvironments: PreviewEnvironment[];
  showCookieNotice: boolean;
  /** reCAPTCHA Enterprise's widget on this site's public forms (its preference on), else null. */
  recaptcha: { siteKey: string; scriptUrl: string } | null;
  /** Paths that skip the cookie notice (configuration), decided per page so client navigation follows them. */
  cookieNoticeSkipPaths: string[];
  /** The header's and footer's editable texts (content item `site-texts`, built-in texts as fallback). */
  texts: SiteTexts;
  flash: Flash | null;
  year: number;
  /** Lite mode (models/lite-mode.ts): the page goes without its scripts. */
  lite: boolean;
  /** Catalog spec §2: the shop selector shows only where pick-up is offered; the chosen shop, if any. */
  pickupEnabled?: boolean;
  selectedShop?: { id: string; name: string } | null;
}
