import { data, Link } from 'react-router';
import type { Route } from './+types/site-exit';
import { EXIT_MODAL_SITE_NAMES, SITE_EXIT_TEXTS, SiteExitChoices } from '~/components/layout/site-exit.tsx';
import { PRIVATE_CACHE_CONTROL } from '~/models/http-cache.ts';
import { refererPath } from '~/models/safe-redirect.ts';
import { SITE_EXIT_PATH } from '~/models/site-constants.ts';
import { publicSiteOrigin, siteExitTarget } from '~/models/sites.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { storefrontEnv } from '~/services/env.server.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${SITE_EXIT_TEXTS.title(loaderData.siteName)} | Sweet Shop` : 'Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** Stay leads back to the page the shopper came from (its Referer): the answer is this browser's own. */
export function headers(): HeadersInit {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL };
}

/**
 * The site-exit warning as a page (catalog spec §2): where another site's tab leads without JavaScript. `to` names
 * one of the configured sites; Continue leads to that site's configured public origin, so no query can make this
 * page send a shopper anywhere else. Anything else is a bad request. Reads no session (a visit creates none).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = siteExitTarget(url.searchParams.get('to'), catalogScope(context).siteId);
  if (!target) throw data(null, { status: 400 });
  const stay = refererPath(request.headers.get('referer'), url);
  return {
    siteName: EXIT_MODAL_SITE_NAMES[target.id],
    href: `${publicSiteOrigin(target, storefrontEnv().publicOrigin)}/`,
    stay: stay.startsWith(SITE_EXIT_PATH) ? '/' : stay,
  };
}

export default function SiteExit({ loaderData: { siteName, href, stay } }: Route.ComponentProps) {
  return (
    <section aria-labelledby="site-exit-title" className="mx-auto max-w-xl py-6">
      <h1 id="site-exit-title" className="mb-4 font-display text-3xl font-bold">
        {SITE_EXIT_TEXTS.title(siteName)}
      </h1>
      <SiteExitChoices
        siteName={siteName}
        href={href}
        stay={(className) => (
          <Link to={stay} className={className}>
            {SITE_EXIT_TEXTS.stay}
          </Link>
        )}
      />
    </section>
  );
}
