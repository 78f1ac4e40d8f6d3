import type { Route } from './+types/robots';
import { robotsTxt } from '~/models/seo-files.ts';
import { sitePublicOrigin } from '~/services/public-origin.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(sitePublicOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
