/**
 * The menu's link lists: a dropdown panel's columns and banner, and the mobile drawer's entries. Plain links, no
 * router: the browser keeps them as static markup (menu-islands.tsx), so this code loads only when it has to
 * render them itself.
 */
import type { ReactNode } from 'react';
import { ChevronIcon } from '~/components/ui/icons/chevron-icon.tsx';
import type { MenuBanner, MenuItem } from '~/models/navigation.ts';
import { DISCOVER_ROUTE } from '~/models/static-island.ts';

/** Menu hrefs are site paths; a banner's text link may point anywhere. */
function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A dropdown's promotional banner: the artwork (no text in it, so decorative), its title and the link text, as one link. */
function MenuBannerCard({ banner }: { banner: MenuBanner }) {
  return (
    <a href={banner.href} {...(isSitePath(banner.href) ? DISCOVER_ROUTE : {})} className="block text-chocolate">
      <img
        src={banner.image}
        alt=""
        width={270}
        height={360}
        loading="lazy"
        className="h-auto w-full rounded object-cover"
      />
      <span className="mt-2 block font-display text-lg font-semibold">{banner.title}</span>
      <span className="mt-1 block text-sm font-semibold text-candy underline underline-offset-4">
        {banner.linkText}
      </span>
    </a>
  );
}

/** One column of a dropdown: the second-level entry as a heading link and its own entries below it. */
function MenuColumn({ item }: { item: MenuItem }) {
  return (
    <li>
      <a
        href={item.href}
        {...DISCOVER_ROUTE}
        className="font-semibold text-chocolate underline-offset-4 hover:text-candy hover:underline"
      >
        {item.name}
      </a>
      {item.children.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {item.children.map((child) => (
            <li key={child.id}>
              <a
                href={child.href}
                {...DISCOVER_ROUTE}
                className="text-sm text-cocoa underline-offset-4 hover:text-candy hover:underline"
              >
                {child.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** What a dropdown panel holds: first "Shop all {category}", the columns, the banner. */
export function MenuPanelLinks({ item }: { item: MenuItem }) {
  return (
    <div className="flex gap-10 p-8">
      <div className="flex-1 space-y-6">
        <p>
          <a href={item.href} {...DISCOVER_ROUTE} className="font-semibold text-candy underline underline-offset-4">
            Shop all {item.name}
          </a>
        </p>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] content-start gap-8">
          {item.children.map((child) => (
            <MenuColumn key={child.id} item={child} />
          ))}
        </ul>
      </div>
      {item.banner ? (
        <div className="w-56 shrink-0">
          <MenuBannerCard banner={item.banner} />
        </div>
      ) : null}
    </div>
  );
}

const ROW_CLASSES = 'flex w-full items-center justify-between gap-4 py-3 text-left font-semibold text-chocolate';
const SUMMARY_CLASSES = `${ROW_CLASSES} cursor-pointer list-none [&::-webkit-details-marker]:hidden`;
import { SUB_LINK_CLASSES } from '~/components/layout/menu-classes.ts';
const CHEVRON_CLASSES = 'size-5 shrink-0 transition-transform';

/** A plain link row in the drawer's lists. */
function SubLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <a href={to} {...DISCOVER_ROUTE} className={SUB_LINK_CLASSES}>
        {children}
      </a>
    </li>
  );
}

/** Third level: a second-level category with entries opens its own list; otherwise it is a link. */
function DrawerSubEntry({ item }: { item: MenuItem }) {
  if (item.children.length === 0) return <SubLink to={item.href}>{item.name}</SubLink>;
  return (
    <li>
      <details className="group/sub">
        <summary className={`${SUMMARY_CLASSES} py-2 font-medium`}>
          {item.name}
          <ChevronIcon className={`${CHEVRON_CLASSES} group-open/sub:rotate-90`} />
        </summary>
        <ul className="border-l-2 border-cream-dark pb-2 pl-4">
          <SubLink to={item.href}>Shop All {item.name}</SubLink>
          {item.children.map((child) => (
            <SubLink key={child.id} to={child.href}>
              {child.name}
            </SubLink>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Second level: a top-level entry with children opens its list (and banner); otherwise it is a link. */
function DrawerEntry({ item }: { item: MenuItem }) {
  const colour = item.color ? { color: item.color } : undefined;
  if (item.children.length === 0) {
    return (
      <li>
        <a href={item.href} style={colour} {...DISCOVER_ROUTE} className={`${ROW_CLASSES} uppercase tracking-wide`}>
          {item.name}
        </a>
      </li>
    );
  }
  return (
    <li>
      <details className="group/entry">
        <summary style={colour} className={`${SUMMARY_CLASSES} uppercase tracking-wide`}>
          {item.name}
          <ChevronIcon className={`${CHEVRON_CLASSES} group-open/entry:rotate-90`} />
        </summary>
        <ul className="pb-4 pl-4">
          <SubLink to={item.href}>Shop All {item.name}</SubLink>
          {item.children.map((child) => (
            <DrawerSubEntry key={child.id} item={child} />
          ))}
          {item.banner ? (
            <li className="max-w-56 pt-3">
              <MenuBannerCard banner={item.banner} />
            </li>
          ) : null}
        </ul>
      </details>
    </li>
  );
}

/** The drawer's main navigation: every top-level entry, its lists opening in place (`<details>`). */
export function DrawerMenu({ menu }: { menu: MenuItem[] }) {
  return (
    <nav aria-label="Main">
      <ul className="divide-y divide-cream-dark border-y border-cream-dark">
        {menu.map((item) => (
          <DrawerEntry key={item.id} item={item} />
        ))}
      </ul>
    </nav>
  );
}
