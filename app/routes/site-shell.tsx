import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { ChatButton } from '~/components/layout/chat-button.tsx';
import type { ShellHandle } from '~/components/layout/shell-handle.ts';
import { SiteFooterIsland } from '~/components/layout/site-footer-island.tsx';
import { SiteHeader } from '~/components/layout/site-header.tsx';
import { QuickViewProvider } from '~/components/product/quick-view.tsx';
import type { ShellData } from '~/models/layout.ts';
import { showsChat } from '~/models/shell-paths.ts';
import type { loader as rootLoader } from '~/root.tsx';

/**
 * The shop's pages (every page but the checkout steps, the maintenance page and the content editor's visualization):
 * the full header and footer, the chat button and the quick view. A pathless layout of its own, so their code (about
 * 6 KB of JavaScript, gzip) loads with these pages and not with the checkout (docs/performance.md "Page weight").
 */
export const handle: ShellHandle = { shell: { kind: 'site', Header: SiteHeader, Footer: SiteFooter } };

function SiteFooter({ shell }: { shell: ShellData }) {
  const chat = useRouteLoaderData<typeof rootLoader>('root')?.chat ?? null;
  const { pathname } = useLocation();
  return (
    <>
      <SiteFooterIsland shell={shell} />
      {showsChat(pathname) ? (
        <>
          {/* Room below the footer, so its last line can scroll clear of the floating button. */}
          <div aria-hidden="true" className="surface-dark h-40" />
          {/* In a landmark of its own, like everything on the page (axe `region`). */}
          <aside aria-label="Chat">
            <ChatButton chat={chat} />
          </aside>
        </>
      ) : null}
    </>
  );
}

export default function SiteShell() {
  return (
    <QuickViewProvider>
      <Outlet />
    </QuickViewProvider>
  );
}
