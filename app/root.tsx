import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useMatches, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx';
import { QuickViewProvider } from '~/components/product/quick-view.tsx';
import { CheckoutFooter } from '~/components/layout/checkout-footer.tsx';
import { CheckoutHeader } from '~/components/layout/checkout-header.tsx';
import { CookieNotice } from '~/components/layout/cookie-notice.tsx';
import { FlashMessage } from '~/components/layout/flash-message.tsx';
import { SiteFooter } from '~/components/layout/site-footer.tsx';
import { SiteHeader } from '~/components/layout/site-header.tsx';
import { SkipLinks } from '~/components/layout/skip-links.tsx';
import { useNonce } from '~/components/nonce.tsx';
import type { ShellData } from '~/models/layout.ts';
import { catalogScope, scopeMiddleware } from '~/services/catalog.server.ts';
import { maintenanceMiddleware } from '~/services/commerce-calls.server.ts';
import { sessionMiddleware, shopperSession } from '~/services/session-middleware.server.ts';
import { shellData } from '~/services/shell.server.ts';

export const middleware: Route.MiddlewareFunction[] = [scopeMiddleware, sessionMiddleware, maintenanceMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { shell: await shellData(request, catalogScope(context), shopperSession(context)) };
}

/** The shell changes after form posts (bag count, sign-in, messages) or an explicit reload; not on every click. */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
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
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-cream text-chocolate antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Routes that mark themselves `handle: { shell: 'checkout' }` get the reduced checkout header and footer. */
function useCheckoutShell(): boolean {
  return useMatches().some((match) => (match.handle as { shell?: string } | undefined)?.shell === 'checkout');
}

function Shell({ shell, children }: { shell: ShellData; children: React.ReactNode }) {
  const checkout = useCheckoutShell();
  return (
    <>
      <SkipLinks checkout={checkout} />
      {checkout ? <CheckoutHeader /> : <SiteHeader shell={shell} />}
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-[1368px] px-4 py-6 outline-none">
        <FlashMessage flash={shell.flash} />
        {children}
      </main>
      {checkout ? <CheckoutFooter year={shell.year} /> : <SiteFooter shell={shell} />}
      {shell.showCookieNotice ? <CookieNotice /> : null}
    </>
  );
}

export default function App() {
  const { shell } = useLoaderData<typeof loader>();
  return (
    <Shell shell={shell}>
      <QuickViewProvider>
        <Outlet />
      </QuickViewProvider>
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
