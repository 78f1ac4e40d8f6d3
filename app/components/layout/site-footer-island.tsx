import { lazy } from 'react';
import type { SiteFooterInputs } from '~/components/layout/site-footer.tsx';
import { StaticIsland } from '~/components/static-island.tsx';
import type { ShellData } from '~/models/layout.ts';
import { islandVersion } from '~/models/static-island.ts';

// The footer is a static island: the server renders it (once per version), the browser keeps its markup and
// loads the component only when it has to render it itself (another locale, or arriving from the checkout).
const server = import.meta.env.SSR ? await import('~/components/layout/island-markup.tsx') : null;
const LazySiteFooter = lazy(() =>
  import('~/components/layout/site-footer.tsx').then((module) => ({ default: module.SiteFooter })),
);

export function SiteFooterIsland({ shell }: { shell: ShellData }) {
  // A new object in a fixed order: the version depends on these values alone.
  const inputs: SiteFooterInputs = { texts: shell.texts, locale: shell.locale, lite: shell.lite, year: shell.year };
  const version = islandVersion(inputs);
  return (
    <StaticIsland
      id="site-footer"
      version={version}
      markup={server ? server.siteFooterMarkup(inputs, version) : null}
      fallback={(redirectTo) => <LazySiteFooter shell={inputs} redirectTo={redirectTo} />}
    />
  );
}
