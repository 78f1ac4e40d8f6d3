import { lazy } from 'react';
import { SheetLink } from '~/components/ui/sheet-link.tsx';
import { SITE_EXIT_PATH } from '~/models/site-constants.ts';
import type { SiteTab } from '~/models/sites.ts';

const loadExitModal = () => import('./site-exit-modal.tsx');
const SiteExitModal = lazy(loadExitModal);

/**
 * The dark strip above the header that switches between the three sites. The current site is shown, not linked.
 * Another site's tab raises the site-exit warning (catalog spec §2): a dialog with JavaScript, else the warning's
 * page; either's Continue is a plain link to the other host.
 */
export function SiteTabs({ tabs }: { tabs: SiteTab[] }) {
  return (
    <nav aria-label="Sweet Shop sites" className="surface-dark text-sm">
      <ul className="mx-auto flex max-w-header flex-wrap whitespace-nowrap sm:px-4">
        {tabs.map((tab) => (
          <li key={tab.id}>
            {tab.current ? (
              <span
                aria-current="page"
                className="flex min-h-touch items-center bg-cream px-3 sm:px-4 font-semibold text-chocolate"
              >
                {tab.label}
              </span>
            ) : (
              <SheetLink
                to={`${SITE_EXIT_PATH}?to=${tab.id}`}
                preload={loadExitModal}
                sheet={(controls) => <SiteExitModal siteId={tab.id} href={tab.href} {...controls} />}
                className="flex min-h-touch items-center px-3 text-cream sm:px-4 underline-offset-4 hover:underline"
              >
                {tab.label}
              </SheetLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
