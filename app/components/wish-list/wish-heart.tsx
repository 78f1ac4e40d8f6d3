import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { wishedKey } from '~/models/wish-list.ts';

/** The root loader's wish-list keys (see app/root.tsx). */
function useWished(): readonly string[] {
  return useRouteLoaderData<{ wished?: string[] }>('root')?.wished ?? [];
}

/**
 * The wish-list heart of product pages and tiles: a plain form post to /wishlist/heart (without JS
 * the server redirects back, or to /login for a guest); with JS a fetcher that shows the new state
 * at once. Its accessible name says what it does ("Add … to wish list"), distinct from "Add to bag".
 */
export function WishHeart({
  productId,
  productName,
  colorId,
  className = '',
}: {
  productId: string;
  productName: string;
  colorId?: string | undefined;
  className?: string;
}) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const saved = useWished().includes(wishedKey(productId, colorId));
  const pendingIntent = fetcher.formData?.get('intent');
  const wished = pendingIntent ? pendingIntent === 'add' : saved;
  const label = wished ? `Remove ${productName} from wish list` : `Add ${productName} to wish list`;
  return (
    <fetcher.Form method="post" action="/wishlist/heart" className={className} data-testid="wish-heart">
      <input type="hidden" name="intent" value={wished ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={productId} />
      {colorId ? <input type="hidden" name="color" value={colorId} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="response" value="inline" /> : null}
      <button
        type="submit"
        aria-label={label}
        title={label}
        data-wished={wished ? 'true' : 'false'}
        className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-candy-dark shadow-sm hover:bg-cream-dark"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3.1 5 6.6 5c2 0 3.5 1.1 4.4 2.6C11.9 6.1 13.4 5 15.4 5 18.9 5 21 8.4 19.6 11.7 17.5 16.4 12 21 12 21z"
            fill={wished ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span role="status" className="sr-only">
        {(fetcher.data as { message?: string } | undefined)?.message ?? ''}
      </span>
    </fetcher.Form>
  );
}
