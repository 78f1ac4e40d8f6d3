import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root.tsx';
import { DEFAULT_LOCALE, type Locale, type SiteId } from '~/models/sites.ts';

/** The site and locale the shell was rendered for (prices and the fundraising panel depend on them). */
export function useShopLocale(): { siteId: SiteId; locale: Locale } {
  const shell = useRouteLoaderData<typeof rootLoader>('root')?.shell;
  return { siteId: shell?.siteId ?? 'sweet-shop', locale: shell?.locale ?? DEFAULT_LOCALE };
}
