import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { earlyHintLinks, earlyHints, literalSegments, pathShape, wantsEarlyHints } from '../../server/early-hints.ts';

/** The parts of a server build the hints read: the root's links and React Router's asset manifest. */
function build(
  links: unknown[],
  root: { module: string; imports?: string[]; css?: string[] } | undefined,
): Pick<ServerBuild, 'assets' | 'routes'> {
  return {
    routes: { root: { id: 'root', path: '', module: { default: () => null, links: () => links } } },
    assets: {
      entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
      routes: root ? { root: { id: 'root', ...root } } : {},
      url: '/assets/manifest.js',
      version: '1',
    },
  } as unknown as Pick<ServerBuild, 'assets' | 'routes'>;
}

function request(
  overrides: { method?: string; path?: string; version?: [number, number]; headers?: Record<string, string> } = {},
) {
  const headers = overrides.headers ?? { 'sec-fetch-dest': 'document' };
  const [httpVersionMajor, httpVersionMinor] = overrides.version ?? [1, 1];
  return {
    method: overrides.method ?? 'GET',
    path: overrides.path ?? '/cart',
    httpVersionMajor,
    httpVersionMinor,
    get: (name: string) => headers[name.toLowerCase()],
  } as Parameters<typeof wantsEarlyHints>[0];
}

describe('early hints: what they name', () => {
  it('the root’s stylesheet and font preloads as preloads, its icon not; the first modules as module preloads, each once', () => {
    const links = earlyHintLinks(
      build(
        [
          { rel: 'preload', href: '/assets/heading.woff2', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
          { rel: 'stylesheet', href: '/assets/app.css', precedence: 'default' },
          { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ],
        { module: '/assets/root.js', imports: ['/assets/framework.js', '/assets/shell.js'], css: ['/assets/root.css'] },
      ),
    );
    expect(links.styles).toEqual([
      '</assets/heading.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
      '</assets/app.css>; rel=preload; as=style',
      '</assets/root.css>; rel=preload; as=style',
    ]);
    expect(links.scripts).toEqual([
      '</assets/entry.js>; rel=modulepreload',
      '</assets/framework.js>; rel=modulepreload',
      '</assets/root.js>; rel=modulepreload',
      '</assets/shell.js>; rel=modulepreload',
    ]);
  });

  it('a preload without `as` or an `href` is left out (a browser would not know how to fetch it)', () => {
    expect(earlyHintLinks(build([{ rel: 'preload', href: '/assets/x' }, { rel: 'stylesheet' }], undefined))).toEqual({
      styles: [],
      scripts: ['</assets/entry.js>; rel=modulepreload', '</assets/framework.js>; rel=modulepreload'],
    });
  });
});

describe('early hints: which requests get them', () => {
  it('a browser’s page request, by its fetch destination or, without one, by accepting HTML', () => {
    expect(wantsEarlyHints(request())).toBe(true);
    expect(wantsEarlyHints(request({ headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }))).toBe(true);
    expect(wantsEarlyHints(request({ version: [2, 0] }))).toBe(true);
  });

  it('not a script’s fetch, an image, React Router’s data requests, a form post, or a client without HTML', () => {
    expect(wantsEarlyHints(request({ headers: { 'sec-fetch-dest': 'empty', accept: 'text/html' } }))).toBe(false);
    expect(wantsEarlyHints(request({ headers: { 'sec-fetch-dest': 'image' } }))).toBe(false);
    expect(wantsEarlyHints(request({ path: '/cart.data' }))).toBe(false);
    expect(wantsEarlyHints(request({ path: '/_root.data' }))).toBe(false);
    expect(wantsEarlyHints(request({ method: 'POST' }))).toBe(false);
    expect(wantsEarlyHints(request({ method: 'HEAD' }))).toBe(false);
    expect(wantsEarlyHints(request({ headers: { accept: '*/*' } }))).toBe(false);
    expect(wantsEarlyHints(request({ headers: {} }))).toBe(false);
  });

  it('never an HTTP/1.0 client, which cannot take an interim answer', () => {
    expect(wantsEarlyHints(request({ version: [1, 0] }))).toBe(false);
    expect(wantsEarlyHints(request({ version: [0, 9] }))).toBe(false);
  });
});

describe('early hints: the shape of a path', () => {
  const literals = literalSegments({
    root: { id: 'root', path: '' },
    product: { id: 'product', parentId: 'root', path: 'product/:id?' },
    cart: { id: 'cart', parentId: 'root', path: 'Cart' },
    page: { id: 'page', parentId: 'root', path: '*' },
  } as unknown as ServerBuild['routes']);

  it('keeps the routes’ literal segments, lower-cased, and nothing of parameters or splats', () => {
    expect([...literals].sort()).toEqual(['cart', 'product']);
  });

  it('paths that only a parameter tells apart have one shape; a literal, its case or encoding aside, keeps its own', () => {
    expect(pathShape('/product/10101', literals)).toBe('/product/:');
    expect(pathShape('/product/10301', literals)).toBe('/product/:');
    expect(pathShape('/product/cart', literals)).toBe('/product/cart');
    expect(pathShape('/CART', literals)).toBe('/cart');
    expect(pathShape('/c%61rt', literals)).toBe('/cart');
    expect(pathShape('/help/faq', literals)).toBe('/:/:');
    expect(pathShape('/help/faq/more', literals)).toBe('/:/:/:');
    expect(pathShape('/%E0%A4%A', literals)).toBe('/:');
    expect(pathShape('/', literals)).toBe('/');
  });
});

describe('early hints: a page’s own routes', () => {
  const routes = {
    root: {
      id: 'root',
      path: '',
      module: { default: () => null, links: () => [{ rel: 'stylesheet', href: '/assets/app.css' }] },
    },
    shop: { id: 'shop', parentId: 'root', module: { default: () => null } },
    product: { id: 'product', parentId: 'shop', path: 'product/:id', module: { default: () => null } },
    cart: { id: 'cart', parentId: 'root', path: 'cart', module: { default: () => null } },
    sitemap: { id: 'sitemap', parentId: 'root', path: 'sitemap.xml', module: { loader: () => null } },
  };
  const assets = {
    entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
    routes: {
      root: { id: 'root', module: '/assets/root.js', imports: ['/assets/framework.js', '/assets/shell.js'] },
      shop: { id: 'shop', module: '/assets/shop.js', imports: ['/assets/shell.js', '/assets/catalog.js'] },
      product: { id: 'product', module: '/assets/product.js', imports: ['/assets/catalog.js', '/assets/forms.js'] },
      cart: { id: 'cart', module: '/assets/cart.js', imports: ['/assets/forms.js'] },
      sitemap: { id: 'sitemap', module: '/assets/sitemap.js' },
    },
  };
  const hints = earlyHints({ routes, assets } as unknown as Pick<ServerBuild, 'assets' | 'routes'>);

  function hinted(path: string, headers: Record<string, string> = {}): string[] | undefined {
    let sent: string[] | undefined;
    const response = { writeEarlyHints: ({ link }: { link: string[] }) => (sent = link) };
    hints(request({ path, headers: { 'sec-fetch-dest': 'document', ...headers } }) as never, response as never);
    return sent?.map((link) => link.replace(/^<([^>]+)>.*$/, '$1'));
  }

  const everyPage = [
    '/assets/app.css',
    '/assets/entry.js',
    '/assets/framework.js',
    '/assets/root.js',
    '/assets/shell.js',
  ];

  it('every page’s files, then the matched routes’ modules and imports, each once', () => {
    expect(hinted('/product/10101')).toEqual([
      ...everyPage,
      '/assets/shop.js',
      '/assets/catalog.js',
      '/assets/product.js',
      '/assets/forms.js',
    ]);
    expect(hinted('/product/10301')).toEqual(hinted('/product/10101'));
    expect(hinted('/cart')).toEqual([...everyPage, '/assets/cart.js', '/assets/forms.js']);
    expect(hinted('/CART')).toEqual(hinted('/cart'));
  });

  it('a path no route matches: every page’s files alone; lite mode: the styles alone; not a page request: nothing', () => {
    expect(hinted('/nowhere')).toEqual(everyPage);
    expect(hinted('/cart', { 'save-data': 'on' })).toEqual(['/assets/app.css']);
    expect(hinted('/cart', { 'sec-fetch-dest': 'empty' })).toBeUndefined();
  });

  it('a resource route (no page of its own, a sitemap say): no hints at all, again from memory', () => {
    expect(hinted('/sitemap.xml')).toBeUndefined();
    expect(hinted('/SITEMAP.XML')).toBeUndefined();
  });
});
