import {
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRevalidator,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { lazy, Suspense, useEffect } from 'react';
import appCss from './app.css?url';
import headingFont from '@fontsource/fraunces/files/fraunces-latin-700-normal.woff2?url';
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx';
import { splitComponent } from '~/components/split-component.ts';
import { DocumentMeta } from '~/components/ui/error-title.tsx';
import { CookieNotice } from '~/components/layout/cookie-notice.tsx';
import { FlashMessage } from '~/components/layout/flash-message.tsx';
import { shellOf } from '~/components/layout/shell-handle.ts';
import { SkipLinks } from '~/components/layout/skip-links.tsx';
import { HydratedProvider } from '~/components/hydrated.tsx';
import { useNonce } from '~/components/nonce.tsx';
import type { ShellData } from '~/models/layout.ts';
import { pathIsUnder } from '~/models/shell-paths.ts';
import { basketMiddleware, requestBasket } from '~/services/basket.server.ts';
import { catalogScope, scopeMiddleware } from '~/services/catalog.server.ts';
import { maintenanceMiddleware } from '~/services/commerce-calls.server.ts';
import { pendingOrderMiddleware } from '~/services/order.server.ts';
import { sessionMiddleware, shopperSession } from '~/services/session-middleware.server.ts';
import { shellData } from '~/services/shell.server.ts';
import { storefrontEnv } from '~/services/env.server.ts';
import { shellThirdParty } from '~/services/third-party.server.ts';
import { wishedKeys } from '~/services/wish-list.server.ts';

// Analytics runs only with the shopper's consent and renders nothing: its code loads only then (models/analytics.ts).
// Only a content editor's preview shows the drawer: the server renders it whole, the browser loads its code only
// then. No Suspense boundary of its own: React would stream it out of order, shown only with JavaScript.
const serverPreviewDrawer = import.meta.env.SSR ? await import('~/components/content/preview-drawer.tsx') : null;
const PreviewDrawer = splitComponent(
  serverPreviewDrawer,
  () => import('~/components/content/preview-drawer.tsx'),
  'PreviewDrawer',
);
// The tag manager and the service worker's registration: server-rendered only, no code in the browser.
const thirdPartyTags = import.meta.env.SSR ? await import('~/components/layout/third-party-tags.tsx') : null;
const Analytics = lazy(() =>
  import('~/components/layout/analytics.tsx').then((module) => ({ default: module.Analytics })),
);

// Last: an order attempt whose answer was lost is finished before any page reads the (ordered) basket.
export const middleware: Route.MiddlewareFunction[] = [
  scopeMiddleware,
  sessionMiddleware,
  basketMiddleware,
  maintenanceMiddleware,
  pendingOrderMiddleware,
];

export const links: Route.LinksFunction = () => [
  // The heading face (app.css) is needed by every page's first heading: fetch it with the CSS, not after it.
  { rel: 'preload', href: headingFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // A stylesheet resource (precedence): React puts it at the top of the head, requested before the module preloads.
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The maintenance page makes no commerce call (the backend is what is down).
  const offline = new URL(request.url).pathname === '/maintenance';
  const [shell, wished] = await Promise.all([
    shellData(request, catalogScope(context), shopperSession(context), requestBasket(context)),
    offline ? [] : wishedKeys(shopperSession(context)),
  ]);
  // `wished`: the wish-list hearts' state (product+colour keys), empty for guests.
  // `chat`: the configured chat loader (models/chat.ts), null by default (the button is the contact link).
  const chat = storefrontEnv().chat;
  // `thirdParty`: the tag manager's script once consented, and the service worker (models/third-party.ts); off by default.
  return {
    shell,
    wished,
    chat: chat ? { scriptUrl: chat.scriptUrl, businessNo: chat.businessNo, poc: chat.poc } : null,
    thirdParty: shellThirdParty(request),
  };
}

/** The shell changes after form posts (bag count, sign-in, messages) or an explicit reload; not on every click. */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return true;
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.shell.locale ?? 'en-US'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentMeta />
        <Links />
        {import.meta.env.SSR && thirdPartyTags && data?.thirdParty.tagManager && !data.shell.lite ? (
          <thirdPartyTags.TagManagerTags src={data.thirdParty.tagManager} nonce={nonce} />
        ) : null}
      </head>
      <body className="min-h-screen bg-cream text-chocolate antialiased">
        <HydratedProvider>{children}</HydratedProvider>
        {/* Lite mode: the page alone, without the bundle (every form is a plain post without it). */}
        {data?.shell.lite ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            {import.meta.env.SSR && thirdPartyTags && data?.thirdParty.serviceWorker ? (
              <thirdPartyTags.ServiceWorkerRegistration nonce={nonce} />
            ) : null}
          </>
        )}
      </body>
    </html>
  );
}

/** The shell the matched routes ask for in their `handle` (components/layout/shell-handle.ts). */
function useShellHandle() {
  return shellOf(useMatches().map((match) => match.handle));
}

function Shell({ shell, children }: { shell: ShellData; children: React.ReactNode }) {
  const { shell: parts, layoutColumn } = useShellHandle();
  const { pathname } = useLocation();
  // Every page is under a layout that names its shell; one that were not would show alone, like the bare one.
  if (parts === 'bare' || !parts) {
    return (
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-[1368px] px-4 py-6 outline-none">
        {children}
      </main>
    );
  }
  if (parts.kind === 'offline') {
    return (
      <>
        <SkipLinks checkout />
        <parts.Header shell={shell} />
        <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-[1368px] px-4 py-6 outline-none">
          {children}
        </main>
        <parts.Footer shell={shell} year={shell.year} />
      </>
    );
  }
  return (
    <>
      <SkipLinks checkout={parts.kind === 'checkout'} />
      <parts.Header shell={shell} />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-[1368px] px-4 py-6 outline-none">
        <FlashMessage flash={shell.flash} narrow={layoutColumn} />
        {children}
      </main>
      <parts.Footer shell={shell} year={shell.year} />
      {shell.showCookieNotice && !pathIsUnder(pathname, shell.cookieNoticeSkipPaths) ? <CookieNotice /> : null}
      {shell.preview ? <PreviewDrawer preview={shell.preview} environments={shell.previewEnvironments} /> : null}
      {shell.showCookieNotice ? null : (
        <Suspense fallback={null}>
          <Analytics consent />
        </Suspense>
      )}
    </>
  );
}

/**
 * Checkout spec §4: the session is re-checked on window focus, on every page. The page's loaders run again (the shell
 * shows who is signed in and the bag; the checkout leaves for the bag when the customer changed): plain GETs, which
 * never create a session for an anonymous visitor. No timer of its own: a focus while a check runs restarts it (the
 * router aborts the older one), so only one answer lands.
 */
function useSessionRecheck() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    addEventListener('focus', revalidate);
    return () => removeEventListener('focus', revalidate);
  }, [revalidate]);
}

export default function App() {
  const { shell } = useLoaderData<typeof loader>();
  useSessionRecheck();
  return (
    <Shell shell={shell}>
      <Outlet />
    </Shell>
  );
}

export function meta() {
  return [{ title: 'Sweet Shop' }];
}

/**
 * Errors an area's own boundary did not catch: inside the full shell when the root loader had already
 * answered; on a standalone page when the shell itself failed (the backend is down).
 */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) return <GeneralErrorBoundary standalone />;
  return (
    <Shell shell={{ ...data.shell, flash: null }}>
      <GeneralErrorBoundary />
    </Shell>
  );
}
