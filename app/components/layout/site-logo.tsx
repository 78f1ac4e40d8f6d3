import { Link } from 'react-router';

/** The text logo, linking home; the other sites add their name under it. Every header has it, the checkout's too. */
export function SiteLogo({ siteLabel }: { siteLabel?: string | null }) {
  // The explicit spaces keep the stacked parts apart in the link's accessible name.
  return (
    <Link to="/" className="inline-flex flex-col items-center leading-none text-chocolate md:items-start">
      <span className="font-display text-2xl font-bold italic tracking-tight md:text-3xl">Sweet Shop</span>{' '}
      {siteLabel ? (
        <span className="mt-1 text-xs font-semibold uppercase tracking-widest text-candy">{siteLabel}</span>
      ) : null}{' '}
      <span className="sr-only">home</span>
    </Link>
  );
}
