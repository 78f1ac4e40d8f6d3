import { lazy, type ComponentType } from 'react';

/**
 * A component whose code the browser loads only on pages that render it, while the server still renders
 * it whole (so the page works without JavaScript). The caller imports the module on the server at once
 * (`import.meta.env.SSR ? await import(…) : null`, which Vite leaves out of the client bundle) and passes it
 * here; in the browser it is a lazy component: hydration, or the navigation (a transition), waits for the
 * module, the server's markup staying meanwhile. Wrap it in a Suspense boundary.
 */
export function splitComponent<M, K extends keyof M>(
  serverModule: M | null,
  load: () => Promise<M>,
  name: K,
  shownBy?: string,
): M[K] {
  if (serverModule) return serverModule[name];
  // `shownBy`: a selector for its markup. When the server rendered it into this document, its code is asked for as
  // the page's modules run, beside React DOM, not a round trip later when hydration reaches it.
  if (shownBy && typeof document !== 'undefined' && document.querySelector(shownBy)) void load();
  return lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<object> })) as M[K];
}
