/**
 * React Router's default client entry (hydrateRoot inside a transition, under StrictMode), except that this module
 * loads React DOM (the `dom` chunk, vite.config.ts) instead of the page preloading it. Painting the server's HTML needs
 * none of its 67 KB (gzip): on a slow line they no longer share the bandwidth with the stylesheet, the heading font and
 * the first image, and Lighthouse no longer counts them as render-blocking. Hydration starts one request later.
 */
import { startTransition, StrictMode } from 'react';

// Each import destructured on its own, so that Rollup keeps only these two exports of each module.
const [hydrateRoot, HydratedRouter] = await Promise.all([
  import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  import('react-router/dom').then(({ HydratedRouter }) => HydratedRouter),
]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
