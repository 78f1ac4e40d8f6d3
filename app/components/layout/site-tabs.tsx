import type { SiteTab } from '~/models/sites.ts';

/**
 * The dark strip above the header that switches between the three sites. The current site is shown, not
 * linked; the others live on other hosts, so they are plain anchors rather than router links.
 */
export function SiteTabs({ tabs }: { tabs: SiteTab[] }) {
  return (
    <nav aria-label="Sweet Shop sites" className="surface-dark text-sm">
      <ul className="mx-auto flex max-w-header flex-wrap whitespace-nowrap sm:px-4">
        {tabs.map((tab) => (
          <li key={tab.id}>
            {tab.current ? (
              <span aria-current="page" className="flex min-h-touch items-center bg-cream px-3 sm:px-4 font-semibold text-chocolate">
                {tab.label}
              </span>
            ) : (
              <a href={tab.href} className="flex min-h-touch items-center px-3 text-cream sm:px-4 underline-offset-4 hover:underline">
                {tab.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
