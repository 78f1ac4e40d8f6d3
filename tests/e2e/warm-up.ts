/**
 * Playwright global setup (runs once the web server answers /healthz): walks one shopper through the
 * first requests of a fresh server — guest login, catalog reads, a basket — so the sandbox's database
 * and the storefront's caches are warm before tests start timing their pages against the commerce
 * budget. A request refused while the server is still cold is retried.
 */
import { STOREFRONT_URL } from './env.ts';

const ATTEMPTS = 5;

async function warm(path: string, init: RequestInit = {}): Promise<void> {
  let status = 0;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const response = await fetch(new URL(path, STOREFRONT_URL), { redirect: 'manual', ...init });
    status = response.status;
    await response.arrayBuffer();
    if (status < 500) return;
  }
  throw new Error(`warm-up: ${init.method ?? 'GET'} ${path} answered ${status}`);
}

export default async function warmUp(): Promise<void> {
  await Promise.all(['/', '/category/chocolate', '/product/10101', '/search?q=chocolate'].map((path) => warm(path)));
  const body = new URLSearchParams({ pid: '10301', quantity: '1', redirectTo: '/' });
  await warm('/cart/add', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}
