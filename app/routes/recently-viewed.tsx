import type { Route } from './+types/recently-viewed';
import { PRIVATE_CACHE_CONTROL } from '~/models/http-cache.ts';
import { recordViewByImage } from '~/services/product-page.server.ts';

/**
 * The image a public product page carries for a visitor without cookies: its private answer sets
 * the recently-viewed cookie (the public page cannot: a shared cache would keep the cookie).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await recordViewByImage(request, context, params.productId);
  return new Response(null, { status: 204, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } });
}
