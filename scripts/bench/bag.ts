/**
 * A shopper's bag with three lines, made the way a shopper without JavaScript makes it: form posts
 * to `/cart/add` (same-origin), keeping the session cookie the first answer sets.
 */
import { BROWSER_HEADERS, request } from './http.ts';
import { BAG_LINES } from './pages.ts';

const SESSION_COOKIE = 'sweet_sid';

export type BagResult = { ok: true; cookie: string } | { ok: false; reason: string };

export async function createBag(baseUrl: string): Promise<BagResult> {
  let cookie = '';
  for (const line of BAG_LINES) {
    const reply = await request(new URL('/cart/add', baseUrl), {
      method: 'POST',
      headers: {
        ...BROWSER_HEADERS,
        'content-type': 'application/x-www-form-urlencoded',
        origin: baseUrl,
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams({ pid: line.pid, quantity: String(line.quantity) }).toString(),
    });
    if (reply.status === 404 || reply.status === 405) return { ok: false, reason: `POST /cart/add answers ${reply.status}` };
    if (reply.status >= 400) throw new Error(`POST /cart/add (pid ${line.pid}) answered ${reply.status}`);
    for (const header of reply.headers['set-cookie'] ?? []) {
      const [pair] = header.split(';');
      if (pair?.startsWith(`${SESSION_COOKIE}=`)) cookie = pair;
    }
    if (!cookie) throw new Error(`POST /cart/add (pid ${line.pid}) answered ${reply.status} without a ${SESSION_COOKIE} cookie`);
  }
  return { ok: true, cookie };
}
