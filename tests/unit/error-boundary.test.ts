/**
 * The areas' error boundaries, rendered on the server as a document request would be: an error in a
 * checkout step keeps the shell and the step navigation, one on a catalog or account page keeps the
 * shell, and no boundary shows a stack or an error's own message.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx';
import { MESSAGES } from '~/models/messages.ts';
import AccountArea, { ErrorBoundary as AccountErrorBoundary } from '~/routes/account-area.tsx';
import CatalogArea, { ErrorBoundary as CatalogErrorBoundary } from '~/routes/catalog-area.tsx';
import CheckoutLayout, {
  ErrorBoundary as CheckoutErrorBoundary,
  handle as checkoutHandle,
} from '~/routes/checkout.tsx';

const SECRET = 'ECONNREFUSED 10.0.0.7:5432 in basket.server.ts';

function fail(kind: string): never {
  if (kind === 'missing') throw data(null, { status: 404 });
  if (kind === 'bad') throw data(null, { status: 400 });
  throw new Error(SECRET);
}

function Page() {
  return createElement('p', null, 'the page');
}

/** The storefront's shape: a root with the shell, the three areas under it, pages that fail on request. */
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: () => ({}),
    Component: () => createElement('div', null, createElement('header', null, 'Site shell'), createElement(Outlet)),
    ErrorBoundary: () => createElement(GeneralErrorBoundary),
    children: [
      {
        id: 'routes/catalog-area',
        Component: CatalogArea,
        ErrorBoundary: CatalogErrorBoundary,
        children: [
          {
            id: 'routes/category',
            path: 'category/:kind',
            loader: ({ params }) => fail(params.kind!),
            Component: Page,
          },
        ],
      },
      {
        id: 'routes/checkout',
        handle: checkoutHandle,
        loader: () => ({ step: 'billing', furthest: '/billing', customerKey: 'guest', checkoutError: null }),
        Component: CheckoutLayout,
        ErrorBoundary: CheckoutErrorBoundary,
        children: [
          {
            id: 'routes/billing',
            path: 'billing',
            loader: ({ request }) => fail(new URL(request.url).searchParams.get('fail') ?? ''),
            Component: Page,
          },
        ],
      },
      {
        id: 'routes/custom',
        path: 'custom/:kind',
        loader: ({ params }) => fail(params.kind!),
        Component: Page,
        ErrorBoundary: () =>
          createElement(GeneralErrorBoundary, {
            statusHandlers: { 404: ({ error }) => `no such thing (${error.status})` },
          }),
      },
      {
        id: 'routes/account-area',
        Component: AccountArea,
        ErrorBoundary: AccountErrorBoundary,
        children: [{ id: 'routes/account', path: 'account', loader: () => fail('boom'), Component: Page }],
      },
    ],
  },
];

async function render(path: string): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return { status: context.statusCode, html: html.replace(/&#x27;|&#39;/g, "'") };
}

describe('GeneralErrorBoundary in the areas', () => {
  it('a failing checkout step keeps the shell and the step navigation, with the default message', async () => {
    const { status, html } = await render('/billing?fail=boom');
    expect(status).toBe(500);
    expect(html).toContain('Site shell');
    expect(html).toContain('aria-label="Checkout steps"');
    expect(html).toContain('1. Shipping');
    expect(html).toContain(MESSAGES.notFoundTitle);
    expect(html).toContain(MESSAGES.unexpected);
    expect(html).not.toContain('the page');
  });

  it('a checkout step that is not found says so under the step navigation', async () => {
    const { status, html } = await render('/billing?fail=missing');
    expect(status).toBe(404);
    expect(html).toContain('aria-label="Checkout steps"');
    expect(html).toContain(MESSAGES.notFoundText);
    expect(html).not.toContain(MESSAGES.unexpected);
  });

  it('a catalog page that is not found (or has a bad parameter) is the "Oh fudge!" page inside the shell', async () => {
    for (const [kind, expected] of [
      ['missing', 404],
      ['bad', 400],
    ] as const) {
      const { status, html } = await render(`/category/${kind}`);
      expect(status).toBe(expected);
      expect(html).toContain('Site shell');
      expect(html).toContain(`<h1 id="error-title" class="text-4xl font-bold">${MESSAGES.notFoundTitle}</h1>`);
      expect(html).toContain(MESSAGES.notFoundText);
      expect(html).toContain('href="/"');
    }
  });

  it('a failing catalog or account page keeps the shell and shows the default message, never the error itself', async () => {
    for (const path of ['/category/boom', '/account']) {
      const { status, html } = await render(path);
      expect(status, path).toBe(500);
      expect(html, path).toContain('Site shell');
      expect(html, path).toContain(MESSAGES.unexpected);
      expect(html, path).not.toContain(SECRET);
      expect(html, path).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(html, path).not.toContain('Checkout steps');
    }
  });

  it('a status handler answers its status; other statuses keep the default page', async () => {
    expect((await render('/custom/missing')).html).toContain('no such thing (404)');
    const bad = await render('/custom/bad');
    expect(bad.html).not.toContain('no such thing');
    expect(bad.html).toContain(MESSAGES.notFoundText);
  });
});
