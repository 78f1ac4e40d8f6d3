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
/** What the product page and the bag share (quantities, the pinned action bar, the repeat-delivery offer, pay-later message). */
const PURCHASE =
  /\/app\/(models\/(quantity|subscription|sales-materials)\.ts|components\/(layout\/mobile-action-bar|payment\/bnpl-message|subscriptions\/subscription-offer)\.tsx)$/;
/** Conform and the form hook: every form page loads them together (zod and Conform's zod part load on first use, apart). */
const FORMS = /\/node_modules\/@conform-to\/(react|dom)\/|\/app\/components\/forms\/(use-zod-form|server-fields)\.ts$/;
/** The product page's own modules with the models it shares with the all-reviews page: one request, not three. */
const PRODUCT = /\/app\/(components\/product\/product-page\.tsx|models\/(product-page|calendar-day)\.ts)$/;
/**
 * A card's fields with the card rules they check (the billing step, the wallet): one request, not two. The checkout's
 * texts, which the rules import, keep a chunk of their own, or the shipping step would load the card's fields with them.
 */
const CHECKOUT_TEXTS = /\/app\/models\/checkout-messages\.ts$/;
const CARD = /\/app\/(components\/payment\/card-fields\.tsx|models\/card\.ts)$/;
/** A form's field and error summary: every form page has both, with Conform or before it loads (the bag's promo code). */
const FIELDS = /\/app\/components\/ui\/(field|error-summary)\.tsx$/;
/** Modules nearly every page uses (prices in the catalog, the bag and the checkout; the phone line of every footer): in the shell, not more requests. */
/**
 * The icons, a module each: the site's layout's own (header, drawer, menus) go with it; any the checkout draws, and those
 * only pages' chunks use, to the shell (small, and a checkout page or a sheet then never loads the site's or a catalog
 * chunk for an icon).
 */
const ICONS = /\/app\/components\/ui\/icons\/[a-z-]+\.tsx$/;
/**
 * The catalog's and the bag's constants, which the catalog, the bag and the checkout pages share: in a page's chunk
 * (Rollup's choice), the bag loaded the whole catalog chunk for one of them. Other areas' constants go with their pages.
 */
const CONSTANTS = /\/app\/models\/(catalog|bag)-constants\.ts$/;
const SHARED =
  /\/app\/(models\/(money|action-result|product-paths)\.ts|components\/(product\/use-shop-locale|layout\/customer-service-phone|help\/need-help-title)\.tsx?)$/;

/** The modules whose ids match `start` and those they import statically, directly or through others. */
function closure(getModuleInfo: Rollup.GetModuleInfo, ids: Iterable<string>, ...start: RegExp[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...ids].filter((id) => start.some((pattern) => pattern.test(id)));
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const ROOT = /\/app\/root\.tsx\?/;
/** The shop's layout (header, footer, quick view): every page but the checkout's loads it (routes/site-shell.tsx). */
const SITE = /\/app\/routes\/site-shell\.tsx\?/;
/**
 * The checkout's routes, outside it: what they share with it goes to the shell, so that they never load the `site` chunk
 * (the maintenance page and the editor's visualization, also outside, may: few shoppers see them).
 */
const OUTSIDE_SITE = /\/app\/routes\/(checkout|shipping|billing|revieworder)\.tsx\?/;

// The closures once per build (Rollup hands each build its own getModuleInfo).
const closures = new WeakMap<Rollup.GetModuleInfo, { shell: Set<string>; site: Set<string>; outside: Set<string> }>();

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
              if (FRAMEWORK.test(id) || id.includes('vite/preload-helper') || id.includes('commonjsHelpers'))
                return 'framework';
              let found = closures.get(getModuleInfo);
              if (!found) {
                const ids = [...getModuleIds()];
                found = {
                  shell: closure(getModuleInfo, ids, ROOT, SHARED),
                  site: closure(getModuleInfo, ids, SITE),
                  outside: closure(getModuleInfo, ids, OUTSIDE_SITE),
                };
                closures.set(getModuleInfo, found);
              }
              if (found.shell.has(id) && !ROOT.test(id)) return 'shell';
              if (CONSTANTS.test(id)) return 'shell';
              if (ICONS.test(id)) return found.site.has(id) && !found.outside.has(id) ? 'site' : 'shell';
              if (found.site.has(id) && !SITE.test(id)) return found.outside.has(id) ? 'shell' : 'site';
              if (CATALOG.test(id)) return 'catalog';
              if (PURCHASE.test(id)) return 'purchase';
              if (PRODUCT.test(id)) return 'product-page';
              if (CHECKOUT_TEXTS.test(id)) return 'checkout-messages';
              if (CARD.test(id)) return 'card';
              if (FORMS.test(id)) return 'forms';
              if (FIELDS.test(id)) return 'fields';
              return undefined;
            },
          },
        },
      },
}));
