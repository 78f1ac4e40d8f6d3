import type { SandboxApp } from '../http/context.ts';
import { listParam, mountCustomApi, siteOf } from '../http/context.ts';
import { invalidParameter, missingParameter, notFound } from '../http/problem.ts';
import { contentItem, contentSlot, HERO_IMAGES, siteContentItems } from './data.ts';
import { registerDeliveryRoutes } from './delivery.ts';
import { CONTENT_ART } from './delivery-data.ts';
import { heroSvg } from './images.ts';

/** At most this many ids in one `items?ids=` request. */
export const MAX_CONTENT_IDS = 50;

/**
 * Custom API content v1 (shopper token and siteId required, like every custom API):
 *   GET items?ids=a,b,c   { data: [item, …] } in the order asked, unknown ids left out
 *   GET items/{id}        one item, or 404 content-not-found
 *   GET slots/{slotId}    { id, items: [item, …] }: a page slot's ordered items (home-main), or 404 slot-not-found
 * Plus the generated content images at /images/content/{file}.svg (no auth, cacheable), and the
 * content-delivery API of the content hub (delivery.ts).
 */
export function registerContentRoutes(app: SandboxApp): void {
  app.get('/images/content/:file', (c) => {
    const file = c.req.param('file');
    const art = HERO_IMAGES.get(file) ?? (Object.hasOwn(CONTENT_ART, file) ? CONTENT_ART[file] : undefined);
    if (!art) throw notFound('resource-not-found', 'Resource Not Found', `No image exists at ${c.req.path}.`);
    return new Response(heroSvg(art), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    });
  });

  registerDeliveryRoutes(app);

  const api = mountCustomApi(app, 'content');

  api.get('/items', (c) => {
    const site = siteOf(c);
    const ids = [...new Set(listParam(c, 'ids'))];
    if (!ids.length) throw missingParameter('ids');
    if (ids.length > MAX_CONTENT_IDS)
      throw invalidParameter('ids', `At most ${MAX_CONTENT_IDS} content ids can be requested at once.`);
    const items = new Map(siteContentItems(site.id, c.var.sb.origin()).map((item) => [item.id, item]));
    return c.json({ data: ids.flatMap((id) => items.get(id) ?? []) });
  });

  api.get('/items/:id', (c) => {
    const site = siteOf(c);
    const id = c.req.param('id');
    const item = contentItem(site.id, id, c.var.sb.origin());
    if (!item)
      throw notFound('content-not-found', 'Content Not Found', `No content item with ID '${id}' could be found.`, {
        contentId: id,
      });
    return c.json(item);
  });

  api.get('/slots/:slotId', (c) => {
    const site = siteOf(c);
    const slotId = c.req.param('slotId');
    const slot = contentSlot(site.id, slotId, c.var.sb.origin());
    if (!slot)
      throw notFound('slot-not-found', 'Slot Not Found', `No content slot with ID '${slotId}' could be found.`, {
        slotId,
      });
    return c.json(slot);
  });
}
