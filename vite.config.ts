import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

const FRAMEWORK = /\/node_modules\/(react|react-router|cookie|set-cookie-parser|turbo-stream)\//;
/** React DOM and React Router's DOM entry: only app/entry.client.tsx loads them, after the page has painted. */
const DOM = /\/node_modules\/(react-dom|scheduler)\/|\/react-router\/dist\/[a-z]+\/dom-export\./;

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
              if (shell.has(id) && !/\/app\/root\.tsx\?/.test(id)) return 'shell';
              return undefined;
            },
          },
        },
      },
}));
