import { data, redirect } from 'react-router';
import type { Route } from './+types/admin-preview';
import { parsePreview, previewTimeFromField } from '~/models/content-preview.ts';
import { PRIVATE_CACHE_CONTROL } from '~/models/http-cache.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { clearPreviewCookie, isPreviewSecret, previewCookie, readPreview } from '~/services/preview.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Content preview | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const headers = rateLimitHeaders;

/**
 * `/admin/preview?vseDomain&previewTimestamp&previewCustomerGroup&secret` (spec §2): turns preview on
 * for this browser and goes to `path` (else home). The first visit needs the preview secret
 * (CONTENT_PREVIEW_SECRET); a browser already in preview changes its state with the drawer's forms
 * (`path`, `previewTime`, `previewCustomerGroup`, `exit`). Everyone else is refused (403), and a
 * client that keeps giving wrong secrets is told to wait (429, RATE_LIMITS.previewSecret).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const headers = { 'Cache-Control': PRIVATE_CACHE_CONTROL };
  const target = safeRedirectTarget(params.get('path') ?? '/', '/');
  if (params.has('exit')) return redirect(target, { headers: { ...headers, 'Set-Cookie': clearPreviewCookie() } });
  const current = readPreview(request);
  if (!current) {
    const attempt = params.has('secret') ? await rateLimit(request, 'previewSecret') : null;
    if (attempt && !attempt.allowed)
      return data(
        { message: attempt.message },
        { status: attempt.init.status, headers: { ...headers, ...attempt.init.headers } },
      );
    if (!isPreviewSecret(params.get('secret'))) {
      return data(
        { message: 'Preview mode is for content editors. Open it from the content hub with the preview link.' },
        { status: 403, headers },
      );
    }
    await attempt?.succeeded();
  }
  const time = params.has('previewTime') ? previewTimeFromField(params.get('previewTime')) : undefined;
  if (time === null) return data({ message: 'Please enter a valid date and time.' }, { status: 400, headers });
  const previewTimestamp = params.has('previewTime')
    ? time === undefined
      ? null
      : String(time)
    : (params.get('previewTimestamp') ?? (current?.timestamp === undefined ? null : String(current.timestamp)));
  const state = parsePreview({
    vseDomain: params.get('vseDomain') ?? current?.vseDomain,
    previewTimestamp,
    previewCustomerGroup: params.has('previewCustomerGroup')
      ? params.get('previewCustomerGroup')
      : current?.customerGroup,
  });
  if (!state)
    return data(
      { message: 'The preview link needs the staging domain (vseDomain) of the content hub.' },
      { status: 400, headers },
    );
  return redirect(target, { headers: { ...headers, 'Set-Cookie': previewCookie(state) } });
}

export default function AdminPreview({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl py-10">
      <h1 className="font-display text-3xl font-bold">Content preview</h1>
      <p className="mt-4" role="alert">
        {loaderData.message}
      </p>
    </section>
  );
}
