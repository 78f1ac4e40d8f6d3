import { data } from 'react-router';
import type { Route } from './+types/admin-visualization';
import { ContentBlock } from '~/components/content/blocks.tsx';
import { ContentPageView } from '~/components/content/content-page.tsx';
import type { ShellHandle } from '~/components/layout/shell-handle.ts';
import { parsePreview } from '~/models/content-preview.ts';
import { PRIVATE_CACHE_CONTROL } from '~/models/http-cache.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { contentBlock, loadContentPage } from '~/services/content.server.ts';
import { storefrontEnv } from '~/services/env.server.ts';
import { isPreviewSecret, readPreview } from '~/services/preview.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Content visualization | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** No header, footer or cookie notice (root.tsx). */
export const handle: ShellHandle = { shell: 'bare' };

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_CACHE_CONTROL });

/**
 * `/admin/visualization?vseDomain&key` (spec §2): one content item from staging, bare, for the
 * content editor's visualization pane — a page with its blocks, or a single block. The preview secret
 * (`secret`) or a browser already in preview is needed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const current = readPreview(request);
  if (!current && !isPreviewSecret(params.get('secret'))) throw data(null, { status: 403 });
  const preview = parsePreview({
    vseDomain: params.get('vseDomain') ?? current?.vseDomain,
    previewTimestamp: current?.timestamp === undefined ? null : String(current.timestamp),
    previewCustomerGroup: current?.customerGroup,
  });
  const key = params.get('key') ?? '';
  if (!preview || !key) throw data(null, { status: 400 });
  const page = await loadContentPage(request, context, key, preview);
  if (page) return { page, block: null, renderedAt: page.renderedAt, frameOrigins: page.frameOrigins };
  const block = await contentBlock(catalogScope(context), key, preview, undefined);
  if (!block) throw data(null, { status: 404 });
  return { page: null, block, renderedAt: Date.now(), frameOrigins: storefrontEnv().content.iframeOrigins };
}

export default function AdminVisualization({ loaderData }: Route.ComponentProps) {
  if (loaderData.page) return <ContentPageView data={loaderData.page} />;
  return (
    <ContentBlock
      block={loaderData.block!}
      environment={{ products: {}, renderedAt: loaderData.renderedAt, frameOrigins: loaderData.frameOrigins }}
    />
  );
}
