/**
 * The service worker at /worker.js (catalog §7 "Service worker"). Switched on by SERVICE_WORKER=1
 * (models/third-party.ts): page loads go to the network first and, when it fails, get an offline page built
 * into the worker. It keeps no copies at all, so no form post, account or checkout page is ever stored. Off,
 * /worker.js is a worker that unregisters itself: a browser that installed the old one checks it for updates
 * on its next page load and so drops it.
 */

/** Spec: not shown. The page a navigation gets when the network is unreachable (self-contained: no assets). */
const OFFLINE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>You are offline | Sweet Shop</title></head>' +
  '<body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center;color:#3b2314;background:#fdf8f1">' +
  '<h1>You are offline</h1><p>Check your connection, then try again.</p><p><a href="">Try again</a></p></body></html>';

/** The offline page's own policy: nothing but its inline style. */
const OFFLINE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const ENABLED = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// Page loads only (GET navigations): network first, the offline page when it fails. Form posts, data requests
// and assets are not touched, and nothing is cached.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  event.respondWith(fetch(request).catch(() => new Response(${JSON.stringify(OFFLINE_PAGE)}, { status: 503, headers: ${JSON.stringify(OFFLINE_HEADERS)} })));
});
`;

const DISABLED = `// The service worker is switched off: a worker installed before removes itself.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()));
`;

/** The worker's source: the offline fallback when enabled, else the one that unregisters itself. */
export function serviceWorkerSource(enabled: boolean): string {
  return enabled ? ENABLED : DISABLED;
}

/** The registration every page's document carries (an inline script with the page's nonce) while it is enabled. */
export const SERVICE_WORKER_REGISTRATION =
  "if('serviceWorker' in navigator)navigator.serviceWorker.register('/worker.js');";
