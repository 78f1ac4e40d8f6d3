import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

const FRAMEWORK = /\/node_modules\/(react|react-router|cookie|set-cookie-parser|turbo-stream)\//;
/** React DOM and React Router's DOM entry: only app/entry.client.tsx loads them, after the page has painted. */
const DOM = /\/node_modules\/(react-dom|scheduler)\/|\/react-router\/dist\/[a-z]+\/dom-export\./;

/*
 * Groups of small modules that Rollup would give a chunk each (one per set of routes using them): a page paid a request
 * for each, 17-29 scripts a page, and Lighthouse's simulated slow 4G a round trip for most. Rollup adds the static
 * imports of a group's modules to the group, so a group lists only modules whose imports are in the shell or in the
 * group: a shared import (a form field, say) would bring the group to every page that uses it.
 */

/** What the catalog pages (home, listings, search, product page) share. */
const CATALOG =
  /\/app\/(components\/product\/(product-tile|add-to-bag-form|product-price|product-carousel)\.tsx|components\/wish-list\/wish-heart\.tsx|models\/(availability|tile-action|custom-mix|wish-list|catalog-messages)\.ts|components\/ui\/breadcrumbs\.tsx)$/;
/** What the product page and the bag share (quantities, the pinned action bar, repeat delivery, pay-later message). */
const PURCHASE = /\/app\/(models\/(quantity|subscription|sales-materials)\.ts|components\/(layout\/mobile-action-bar|payment\/bnpl-message)\.tsx)$/;
/** Conform and the form hook: every form page loads them together (zod and Conform's zod part load on first use, apart). */
const FORMS = /\/node_modules\/@conform-to\/(react|dom)\/|\/app\/components\/(forms\/(use-zod-form|server-fields)\.ts|ui\/error-summary\.tsx)$/;
/** Modules nearly every page uses (prices in the catalog, the bag and the checkout; the phone line of every footer): in the shell, not more requests. */
const SHARED = /\/app\/(models\/(money|action-result|product-paths)\.ts|components\/(product\/use-shop-locale|layout\/customer-service-phone)\.tsx?)$/;

/** Modules the root route imports statically, directly or through others: every page loads them. */
function rootClosure(getModuleInfo: Rollup.GetModuleInfo, ids: Iterable<string>): Set<string> {
  const root = [...ids].find((id) => /\/app\/root\.tsx\?/.test(id));
  const seen = new Set<string>();
  const queue = root ? [root] : [];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// One closure per build (Rollup hands each build its own getModuleInfo).
const shells = new WeakMap<Rollup.GetModuleInfo, Set<string>>();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: isSsrBuild
    ? {}
    : {
        // Terser's second pass takes 3.1-3.5 KB (gzip) a page more off than esbuild, mostly from React Router and React DOM.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 } },
        rollupOptions: {
          output: {
            manualChunks(id, { getModuleInfo, getModuleIds }) {
              if (DOM.test(id)) return 'dom';
              if (FRAMEWORK.test(id) || id.includes('vite/preload-helper') || id.includes('commonjsHelpers')) return 'framework';
              let shell = shells.get(getModuleInfo);
              if (!shell) shells.set(getModuleInfo, (shell = rootClosure(getModuleInfo, getModuleIds())));
              if ((shell.has(id) && !/\/app\/root\.tsx\?/.test(id)) || SHARED.test(id)) return 'shell';
              if (CATALOG.test(id)) return 'catalog';
              if (PURCHASE.test(id)) return 'purchase';
              if (FORMS.test(id)) return 'forms';
              return undefined;
            },
          },
        },
      },
}));
