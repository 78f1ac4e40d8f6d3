import { Link, useFetcher, useLocation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { Button } from '~/components/ui/button.tsx';

/**
 * The consent banner. Without JavaScript "I AGREE" posts to /consent with `redirectTo`, which sets the cookie and
 * redirects back. Once hydrated the form goes through a fetcher without `redirectTo` (the action then answers with
 * data instead of a redirect) and the notice disappears as soon as it is sent.
 */
export function CookieNotice() {
  const location = useLocation();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const agreed = fetcher.state !== 'idle' || fetcher.data !== undefined;
  if (agreed) return null;

  return (
    <div
      role="region"
      aria-label="Cookie notice"
      data-cookie-notice=""
      // Below md a page's pinned action bar (Add to bag, Checkout) stays in sight: the notice sits on top of it.
      className="fixed inset-x-0 bottom-0 z-notice border-t border-cream-dark bg-white shadow-[0_-4px_12px_rgb(0_0_0/0.08)] max-md:[body:has([data-mobile-action-bar])_&]:bottom-[70px]"
    >
      <div className="mx-auto flex max-w-header flex-col items-start gap-3 px-4 py-4 md:flex-row md:items-center md:justify-between md:gap-8">
        <p className="text-sm text-chocolate">
          We use cookies to make our site work and to improve your shopping experience. To learn more, read our{' '}
          <Link to="/company-info/privacy-policy" className="font-semibold text-candy underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
        <fetcher.Form method="post" action="/consent" className="shrink-0">
          {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
          <Button>I AGREE</Button>
        </fetcher.Form>
      </div>
    </div>
  );
}
