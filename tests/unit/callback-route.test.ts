/**
 * Checkout spec §2: /callback is the default sign-in callback. The shop's server completes every SLAS sign-in itself
 * (the code and its PKCE verifier never leave the request), so a code that reaches /callback in a browser is never
 * exchanged, whatever its state: the browser goes to /login, with nothing cached and no Referer carrying the code.
 */
import { describe, expect, it } from 'vitest';
import routes from '~/routes.ts';
import { loader } from '~/routes/callback.tsx';

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
const paths = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...paths(entry.children ?? [])]);

async function answer(): Promise<Response> {
  try {
    loader();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('the loader did not redirect');
}

describe('/callback', () => {
  it('is a route of its own (not the catch-all content or 404 page)', () => {
    expect(paths(routes as RouteEntry[])).toContain('callback');
  });

  it('sends a browser to /login without exchanging the code, uncached and without a Referer', async () => {
    const response = await answer();
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/login');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});
