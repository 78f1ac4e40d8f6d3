import type { Route } from './+types/hybrid';
import { hybridRedirect } from '~/services/session-bridge.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

/**
 * `/hybrid?to={path}`: a link to a page the legacy storefront of a hybrid deployment serves on this host (checkout
 * spec §7 "Session bridge"), with the shopper's session bridged first (services/session-bridge.server.ts). 404 unless
 * HYBRID_PATHS is set.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return hybridRedirect(request, shopperSession(context));
}
