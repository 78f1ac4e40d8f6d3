import { redirect, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { builderKindOfPath, BUILDERS, stepHref } from '~/models/custom-mix.ts';
import { PRODUCT_ID } from '~/models/product-paths.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { boxFromBagLine } from '~/services/custom-mix.server.ts';
import { requestBasket } from '~/services/basket.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: MetaFunction = () => [{ title: 'Build a Box | Sweet Shop' }];

/**
 * The builders' entry (catalog §2): `/build-a-box` and `/lollipops/build-a-box` open step 1, with
 * `?piece={id}` preselecting that box (tiles, product pages, the menu). `?edit={itemId}` is a bag box
 * line's edit link: the line reopens in its builder at the review step.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const edit = url.searchParams.get('edit');
  if (edit && PRODUCT_ID.test(edit)) {
    const box = await boxFromBagLine(shopperSession(context), requestBasket(context), catalogScope(context), edit);
    if (box) throw redirect(stepHref(BUILDERS[box.kind], 'review-box', box.storageId));
  }
  const builder = BUILDERS[builderKindOfPath(url.pathname)];
  const piece = url.searchParams.get('piece');
  const base = stepHref(builder, 'base');
  throw redirect(piece && PRODUCT_ID.test(piece) ? `${base}?piece=${encodeURIComponent(piece)}` : base);
}

export default function BuildABox() {
  return null;
}
