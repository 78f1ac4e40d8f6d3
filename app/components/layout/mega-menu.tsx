import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuBanner, MenuItem } from '~/models/navigation.ts';

/** Menu hrefs are site paths; a banner's text link may point anywhere, so only same-site paths use the router. */
function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A dropdown's promotional banner: the image (its title is set in the artwork, hence the alt) and the link text, as one link. */
export function MenuBannerCard({ banner }: { banner: MenuBanner }) {
  const content = (
    <>
      <img src={banner.image} alt={banner.title} width={270} height={360} loading="lazy" className="h-auto w-full rounded object-cover" />
      <span className="mt-2 block text-sm font-semibold text-candy underline underline-offset-4">{banner.linkText}</span>
    </>
  );
  const classes = 'block text-chocolate';
  return isSitePath(banner.href) ? (
    <Link to={banner.href} className={classes}>
      {content}
    </Link>
  ) : (
    <a href={banner.href} className={classes}>
      {content}
    </a>
  );
}

/** One column of a dropdown: the second-level entry as a heading link and its own entries below it. */
function MenuColumn({ item }: { item: MenuItem }) {
  return (
    <li>
      <Link to={item.href} className="font-semibold text-chocolate underline-offset-4 hover:text-candy hover:underline">
        {item.name}
      </Link>
      {item.children.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {item.children.map((child) => (
            <li key={child.id}>
              <Link to={child.href} className="text-sm text-cocoa underline-offset-4 hover:text-candy hover:underline">
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The dropdown panel. Pure CSS: shown while the entry is hovered or holds keyboard focus, so it works
 * without JavaScript; tabbing onto the top-level link reveals it and the next Tab moves into it.
 */
function DropdownPanel({ item }: { item: MenuItem }) {
  return (
    <div className="absolute inset-x-0 top-full z-10 hidden border-t border-cream-dark bg-white shadow-lg group-focus-within:block group-hover:block">
      <div className="flex gap-10 p-8">
        <ul className="grid flex-1 grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] content-start gap-8">
          {item.children.map((child) => (
            <MenuColumn key={child.id} item={child} />
          ))}
        </ul>
        {item.banner ? (
          <div className="w-56 shrink-0">
            <MenuBannerCard banner={item.banner} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The desktop main navigation: top-level category links, with a dropdown for entries that have children. */
export function MegaMenu({ menu }: { menu: MenuItem[] }) {
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // A client-side navigation leaves focus on the clicked menu link, which would keep its dropdown open
  // (focus-within). Drop that focus, as a full page load would.
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && navRef.current?.contains(active)) active.blur();
  }, [location.key]);

  return (
    <nav id="main-nav" ref={navRef} aria-label="Main" className="relative mx-auto max-w-mega-menu px-4">
      <ul className="flex flex-wrap justify-center gap-x-8">
        {menu.map((item) => (
          <li key={item.id} className="group">
            <Link
              to={item.href}
              style={item.color ? { color: item.color } : undefined}
              className="inline-block border-b-2 border-transparent py-3 text-sm font-semibold uppercase tracking-wide text-chocolate group-focus-within:border-candy group-hover:border-candy"
            >
              {item.name}
            </Link>
            {item.children.length > 0 ? <DropdownPanel item={item} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
