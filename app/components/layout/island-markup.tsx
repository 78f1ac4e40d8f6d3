import { renderToStaticMarkup } from 'react-dom/server';
import { DrawerMenu, MenuPanelLinks } from '~/components/layout/menu-links.tsx';
import { SiteFooter, type SiteFooterInputs } from '~/components/layout/site-footer.tsx';
import type { MenuItem } from '~/models/navigation.ts';
import { markupMemo, REDIRECT_TO_SLOT } from '~/models/static-island.ts';

/**
 * The server's markup of the site frame's static islands (components/static-island.tsx), each rendered once
 * per version: the footer (the page's address left as a slot), the dropdown panels and the drawer's menu.
 * Loaded on the server only (`import.meta.env.SSR`).
 */
const memo = markupMemo(128);

export function siteFooterMarkup(inputs: SiteFooterInputs, version: string): string {
  return memo(`footer:${version}`, () =>
    renderToStaticMarkup(<SiteFooter shell={inputs} redirectTo={REDIRECT_TO_SLOT} />),
  );
}

export function menuPanelMarkup(item: MenuItem, version: string): string {
  return memo(`panel:${item.id}:${version}`, () => renderToStaticMarkup(<MenuPanelLinks item={item} />));
}

export function drawerMenuMarkup(menu: MenuItem[], version: string): string {
  return memo(`drawer:${version}`, () => renderToStaticMarkup(<DrawerMenu menu={menu} />));
}
