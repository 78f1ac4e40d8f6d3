import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { earlyHintLinks, wantsEarlyHints } from '../../server/early-hints.ts';

/** The parts of a server build the hints read: the root's links and React Router's asset manifest. */
function build(links: unknown[], root: { module: string; imports?: string[]; css?: string[] } | undefined): Pick<ServerBuild, 'assets' | 'routes'> {
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

function request(overrides: { method?: string; path?: string; version?: [number, number]; headers?: Record<string, string> } = {}) {
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
