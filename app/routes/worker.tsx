import { serviceWorkerSource } from '~/models/service-worker.ts';
import { storefrontEnv } from '~/services/env.server.ts';

/**
 * GET /worker.js (catalog §7 "Service worker"): the offline fallback when SERVICE_WORKER=1, else a worker that
 * unregisters itself. Revalidated on every update check, so switching it off reaches installed copies.
 */
export function loader() {
  return new Response(serviceWorkerSource(storefrontEnv().thirdParty.serviceWorker), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
