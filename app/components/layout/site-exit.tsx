import type { ReactNode } from 'react';
import { buttonClasses } from '~/components/ui/button.tsx';
import type { SiteId } from '~/models/sites.ts';

/*
 * The warning's names and texts live with it, not in models/site-constants.ts: that module is in every page's shell
 * chunk, and these are needed only once a shopper follows a tab.
 */

/** Catalog spec §3 header config `exitModalSiteName`: how the warning names each site (the names are not shown). */
export const EXIT_MODAL_SITE_NAMES: Record<SiteId, string> = {
  'sweet-shop': 'the Sweet Shop',
  'volume-savings': 'Sweet Shop Volume Savings',
  fundraising: 'Sweet Shop Fundraising',
};

/** Not shown in the spec (catalog spec §2, the exit warning): Continue and Stay. */
export const SITE_EXIT_TEXTS = {
  title: (siteName: string) => `Continue to ${siteName}?`,
  body: (siteName: string) => `You are leaving this site for ${siteName}, which keeps a bag and a sign-in of its own.`,
  continue: 'Continue',
  stay: 'Stay',
} as const;

/**
 * The site-exit warning's text and its two choices (catalog spec §2 "site-exit modal"), shared by the dialog and by
 * the page a tab leads to without JavaScript. Continue is a plain link to the other site (another host: no router
 * link); `stay` is the page's link back or the dialog's close button.
 */
export function SiteExitChoices({
  siteName,
  href,
  stay,
}: {
  siteName: string;
  href: string;
  stay: (className: string) => ReactNode;
}) {
  return (
    <>
      <p>{SITE_EXIT_TEXTS.body(siteName)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={href} data-testid="site-exit-continue" className={buttonClasses({ variant: 'primary' })}>
          {SITE_EXIT_TEXTS.continue}
        </a>
        {stay(buttonClasses({ variant: 'secondary' }))}
      </div>
    </>
  );
}
