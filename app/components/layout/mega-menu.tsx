import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '~/models/constants.ts';
import type { MenuBanner, MenuItem } from '~/models/navigation.ts';

/** Menu hrefs are site paths; a banner's text link may point anywhere, so only same-site paths use the router. */
function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A dropdown's promotional banner: the artwork (no text in it, so decorative), its title and the link text, as one link. */
export function MenuBannerCard({ banner }: { banner: MenuBanner }) {
  const content = (
    <>
      <img src={banner.image} alt="" width={270} height={360} loading="lazy" className="h-auto w-full rounded object-cover" />
      <span className="mt-2 block font-display text-lg font-semibold">{banner.title}</span>
      <span className="mt-1 block text-sm font-semibold text-candy underline underline-offset-4">{banner.linkText}</span>
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
 * The dropdown panel, first with "Shop all {category}". Without JavaScript it is pure CSS: shown while
 * the entry is hovered or holds keyboard focus (`open` null); with it, the disclosure button's state.
 */
function DropdownPanel({ item, id, open }: { item: MenuItem; id: string; open: boolean | null }) {
  const visibility = open === null ? 'hidden group-focus-within:block group-hover:block' : open ? 'block' : 'hidden';
  return (
    <div id={id} className={`absolute inset-x-0 top-full z-10 border-t border-cream-dark bg-white shadow-lg ${visibility}`}>
      <div className="flex gap-10 p-8">
        <div className="flex-1 space-y-6">
          <p>
            <Link to={item.href} className="font-semibold text-candy underline underline-offset-4">
              Shop all {item.name}
            </Link>
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
    </div>
  );
}

const TOP_CLASSES = 'inline-block border-b-2 border-transparent py-3 text-sm font-semibold uppercase tracking-wide text-chocolate';

/**
 * The desktop main navigation: top-level category links, or for entries with children a dropdown.
 * Without JavaScript the entry is a link and its dropdown opens on hover and keyboard focus (CSS). With
 * it the entry is a disclosure button (`aria-expanded`): a click or Enter toggles it, hovering opens it
 * after a short delay (and leaving closes it after one), Escape closes it and puts the focus back on it.
 */
export function MegaMenu({ menu }: { menu: MenuItem[] }) {
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const hydrated = useHydrated();
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const later = (next: string | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenId(next), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // A navigation closes the dropdown, and a client-side one leaves focus on the clicked menu link,
  // which would keep a CSS dropdown open (focus-within): drop that focus, as a full page load would.
  useEffect(() => {
    clearTimeout(timer.current);
    setOpenId(null);
    const active = document.activeElement;
    if (active instanceof HTMLElement && navRef.current?.contains(active)) active.blur();
  }, [location.key]);

  // Escape closes an open dropdown wherever the focus is (one opened by hovering leaves it outside the
  // menu); when the focus was inside, it goes back to the entry's button.
  useEffect(() => {
    if (openId === null) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      if (navRef.current?.contains(document.activeElement)) navRef.current.querySelector<HTMLElement>(`[aria-controls="${menuPanelId(openId)}"]`)?.focus();
      setOpenId(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [openId]);

  function closeWhenFocusLeaves(event: FocusEvent<HTMLLIElement>, id: string) {
    if (openId === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  }

  return (
    <nav id="main-nav" ref={navRef} aria-label="Main" className="relative mx-auto max-w-mega-menu px-4">
      <ul className="flex flex-wrap justify-center gap-x-8">
        {menu.map((item) => {
          const colour = item.color ? { color: item.color } : undefined;
          if (item.children.length === 0) {
            return (
              <li key={item.id}>
                <Link to={item.href} style={colour} className={`${TOP_CLASSES} hover:border-candy`}>
                  {item.name}
                </Link>
              </li>
            );
          }
          const panelId = menuPanelId(item.id);
          const open = openId === item.id;
          return (
            <li
              key={item.id}
              className="group"
              onPointerEnter={hydrated ? () => later(item.id, MENU_OPEN_DELAY_MS) : undefined}
              onPointerLeave={hydrated ? () => later(null, MENU_CLOSE_DELAY_MS) : undefined}
              onBlur={hydrated ? (event) => closeWhenFocusLeaves(event, item.id) : undefined}
            >
              {hydrated ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => {
                    clearTimeout(timer.current);
                    setOpenId(open ? null : item.id);
                  }}
                  style={colour}
                  className={`${TOP_CLASSES} cursor-pointer ${open ? 'border-candy' : 'hover:border-candy'}`}
                >
                  {item.name}
                </button>
              ) : (
                <Link to={item.href} style={colour} className={`${TOP_CLASSES} group-focus-within:border-candy group-hover:border-candy`}>
                  {item.name}
                </Link>
              )}
              <DropdownPanel item={item} id={panelId} open={hydrated ? open : null} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function menuPanelId(itemId: string): string {
  return `menu-panel-${itemId.replace(/[^\w-]/g, '-')}`;
}
