import { data } from 'react-router';
import type { Route } from './+types/recommendation-event';
import { PRIVATE_CACHE_CONTROL } from '~/models/http-cache.ts';
import { recoEventSchema } from '~/models/recommendation-forms.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { rateLimit } from '~/services/rate-limit.server.ts';
import { recommendersEnabled, recordRecoEvent } from '~/services/recommendations.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } });

export function loader() {
  return answer(405);
}

/**
 * A recommendation carousel's view or click (catalog spec §7), posted by the browser as a beacon
 * (components/product/reco-events.ts) and passed on to Einstein from here. 204 once Einstein took it; nobody waits
 * for the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!recommendersEnabled()) return answer(404);
  const submission = parseForm(await readFormData(request), { schema: recoEventSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const attempt = await rateLimit(request, 'recoEvent');
  if (!attempt.allowed) return new Response(null, attempt.init);
  try {
    await recordRecoEvent(catalogScope(context), shopperSession(context), submission.value);
    return answer(204);
  } catch (error) {
    console.warn('[recommendations] event not passed on:', (error as Error)?.message ?? error);
    return answer(502);
  }
}
