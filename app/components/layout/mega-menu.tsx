import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '~/components/hydrated.tsx';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '~/models/site-constants.ts';
import { MenuPanelIsland } from '~/components/layout/menu-islands.tsx';
import type { MenuItem } from '~/models/navigation.ts';

/**
 * The dropdown panel, first with "Shop all {category}". Without JavaScript it is pure CSS: shown while
 * the entry is hovered or holds keyboard focus (`open` null); with it, the disclosure button's state.
 */
function DropdownPanel({
  item,
  id,
  open,
  version,
}: {
  item: MenuItem;
  id: string;
  open: boolean | null;
  version: string;
}) {
  const visibility = open === null ? 'hidden group-focus-within:block group-hover:block' : open ? 'block' : 'hidden';
  return (
    <div
      id={id}
      className={`absolute inset-x-0 top-full z-10 border-t border-cream-dark bg-white shadow-lg ${visibility}`}
    >
      <MenuPanelIsland item={item} panelId={id} version={version} />
    </div>
  );
}

const TOP_CLASSES =
  'inline-block border-b-2 border-transparent py-3 text-sm font-semibold uppercase tracking-wide text-chocolate';

/**
 * The desktop main navigation: top-level category links, or for entries with children a dropdown.
 * Without JavaScript the entry is a link and its dropdown opens on hover and keyboard focus (CSS). With
 * it the entry is a disclosure button (`aria-expanded`): a click or Enter toggles it, hovering opens it
 * after a short delay (and leaving closes it after one), Escape closes it and puts the focus back on it.
 */
export function MegaMenu({ menu, version }: { menu: MenuItem[]; version: string }) {
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
      if (navRef.current?.contains(document.activeElement))
        navRef.current.querySelector<HTMLElement>(`[aria-controls="${menuPanelId(openId)}"]`)?.focus();
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
                <Link
                  to={item.href}
                  style={colour}
                  className={`${TOP_CLASSES} group-focus-within:border-candy group-hover:border-candy`}
                >
                  {item.name}
                </Link>
              )}
              <DropdownPanel item={item} id={panelId} open={hydrated ? open : null} version={version} />
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
