import { Link } from 'react-router';
import type { ContentLink, TrustIcon, TrustPoint } from '~/models/content.ts';

const ICON_PATHS: Record<TrustIcon, string> = {
  // A sprouting leaf: made fresh.
  fresh: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7',
  // A shield with a tick: the guarantee.
  guarantee: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  // A padlock: secure checkout.
  secure: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z',
};

/** The home page's trust row: why to buy here (freshness, guarantee, secure checkout), from content. */
export function TrustRow({ id, title, items }: { id: string; title: string; items: TrustPoint[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="my-8">
      <h2 id={`${id}-title`} className="sr-only">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3" data-testid="trust-row">
        {items.map((item) => (
          <li key={item.title} className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
            {item.icon ? (
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-8 shrink-0 text-candy"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={ICON_PATHS[item.icon]} />
              </svg>
            ) : null}
            <div>
              <p className="font-bold">{item.title}</p>
              <p className="text-sm text-cocoa">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shortcuts to the occasion categories, as a row of pills (they wrap on a phone). */
export function OccasionLinks({ id, title, links }: { id: string; title: string; links: ContentLink[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="my-8">
      <h2 id={`${id}-title`} className="mb-3 font-display text-2xl font-bold">
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="occasion-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              prefetch="intent"
              className="inline-flex min-h-11 items-center rounded-full border-2 border-chocolate bg-white px-4 font-semibold text-chocolate hover:bg-cream-dark"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
