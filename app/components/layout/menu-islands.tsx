import { lazy } from 'react';
import { StaticIsland } from '~/components/static-island.tsx';
import type { MenuItem } from '~/models/navigation.ts';

// The menu's link lists are static islands: the server renders them (once per menu version), the browser keeps
// their markup and loads their component only when it has to render them itself (arriving from the checkout).
const server = import.meta.env.SSR ? await import('~/components/layout/island-markup.tsx') : null;
const LazyMenuPanelLinks = lazy(() =>
  import('~/components/layout/menu-links.tsx').then((module) => ({ default: module.MenuPanelLinks })),
);
const LazyDrawerMenu = lazy(() =>
  import('~/components/layout/menu-links.tsx').then((module) => ({ default: module.DrawerMenu })),
);

/** A dropdown panel's links; `version` is the whole menu's (models/static-island.ts `islandVersion`). */
export function MenuPanelIsland({ item, panelId, version }: { item: MenuItem; panelId: string; version: string }) {
  return (
    <StaticIsland
      id={`${panelId}-links`}
      version={version}
      markup={server ? server.menuPanelMarkup(item, version) : null}
      fallback={() => <LazyMenuPanelLinks item={item} />}
    />
  );
}

export function DrawerMenuIsland({ menu, version }: { menu: MenuItem[]; version: string }) {
  return (
    <StaticIsland
      id="drawer-menu"
      version={version}
      markup={server ? server.drawerMenuMarkup(menu, version) : null}
      fallback={() => <LazyDrawerMenu menu={menu} />}
    />
  );
}
