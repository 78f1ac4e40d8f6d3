import { ButtonLink } from '~/components/ui/button.tsx';
import { splitComponent } from '~/components/split-component.ts';
import { MESSAGES } from '~/models/messages.ts';

// Every page's error boundary draws this page: the carousel's code (tiles, their forms) loads only where a 404 shows one.
const serverCarousel = import.meta.env.SSR ? await import('~/components/product/recommendation-carousel.tsx') : null;
const RecentlyViewedCarousel = splitComponent(
  serverCarousel,
  () => import('~/components/product/recommendation-carousel.tsx'),
  'RecentlyViewedCarousel',
  '[data-recommender]',
);

/**
 * The "Oh fudge!" pages. A 404 (or 400) says the page does not exist, with the shopper's "Recently Viewed" when
 * recommenders are enabled (catalog spec §2); other errors show the spec's default message. `standalone` draws its
 * own minimal header for when the page shell could not be built (the backend is down).
 */
// Catalog spec §2: a product page without an id answers 400 with the not-found page.
function isNotFound(status: number): boolean {
  return status === 404 || status === 400;
}

/** The document title of an error page (a route's `meta` for its error shows the same as the standalone page). */
export function errorTitle(status: number): string {
  return isNotFound(status) ? 'Page not found | Sweet Shop' : 'Something went wrong | Sweet Shop';
}

export function ErrorPage({
  status,
  standalone = false,
  recentlyViewed,
}: {
  status: number;
  standalone?: boolean;
  recentlyViewed?: unknown;
}) {
  const notFound = isNotFound(status);
  const content = (
    <>
      <section aria-labelledby="error-title" className="mx-auto max-w-xl py-16 text-center">
        <h1 id="error-title" className="text-4xl font-bold">
          {MESSAGES.notFoundTitle}
        </h1>
        <p className="mt-4 text-lg">{notFound ? MESSAGES.notFoundText : MESSAGES.unexpected}</p>
        <p className="mt-8">
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </p>
      </section>
      {notFound && recentlyViewed ? <RecentlyViewedCarousel data={recentlyViewed} /> : null}
    </>
  );
  if (!standalone) return content;
  return (
    <>
      <title>{errorTitle(status)}</title>
      <header className="bg-chocolate px-4 py-4 text-cream">
        <a href="/" className="text-2xl font-bold">
          Sweet Shop
        </a>
      </header>
      <main id="main-content" className="px-4">
        {content}
      </main>
    </>
  );
}
