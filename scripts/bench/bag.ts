/**
 * A shopper's bag with three lines, made the way a shopper without JavaScript makes it: form posts
 * to `/cart/add` (same-origin), keeping the session cookie the first answer sets.
 */
import { BROWSER_HEADERS, request } from './http.ts';
import { BAG_LINES, SHIPPING_STEP } from './pages.ts';

const SESSION_COOKIE = 'sweet_sid';

export type BagResult = { ok: true; cookie: string } | { ok: false; reason: string };

function formPost(baseUrl: string, path: string, form: Record<string, string>, cookie: string) {
  return request(new URL(path, baseUrl), {
    method: 'POST',
    headers: {
      ...BROWSER_HEADERS,
      'content-type': 'application/x-www-form-urlencoded',
      origin: baseUrl,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
}

export async function createBag(baseUrl: string): Promise<BagResult> {
  let cookie = '';
  for (const line of BAG_LINES) {
    const reply = await formPost(baseUrl, '/cart/add', { pid: line.pid, quantity: String(line.quantity) }, cookie);
    if (reply.status === 404 || reply.status === 405)
      return { ok: false, reason: `POST /cart/add answers ${reply.status}` };
    if (reply.status >= 400) throw new Error(`POST /cart/add (pid ${line.pid}) answered ${reply.status}`);
    for (const header of reply.headers['set-cookie'] ?? []) {
      const [pair] = header.split(';');
      if (pair?.startsWith(`${SESSION_COOKIE}=`)) cookie = pair;
    }
    if (!cookie)
      throw new Error(`POST /cart/add (pid ${line.pid}) answered ${reply.status} without a ${SESSION_COOKIE} cookie`);
  }
  return { ok: true, cookie };
}

/**
 * Takes the bag through the checkout's shipping step, as the shipping page's form would: the page's
 * hidden customer key, then the guest's e-mail, an address and a method (a redirect to /billing).
 */
export async function shipBag(baseUrl: string, cookie: string): Promise<void> {
  const page = await request(new URL('/shipping', baseUrl), {
    headers: { ...BROWSER_HEADERS, cookie, 'accept-encoding': 'identity' },
    keepBody: true,
  });
  const key = /name="checkoutCustomer" value="([^"]+)"/.exec(page.body?.toString('utf8') ?? '')?.[1];
  if (!key) throw new Error(`GET /shipping answered ${page.status} without the checkout form`);
  const reply = await formPost(baseUrl, '/shipping', { ...SHIPPING_STEP, checkoutCustomer: key }, cookie);
  if (reply.status !== 302 || reply.headers.location !== '/billing')
    throw new Error(`POST /shipping answered ${reply.status} (${reply.headers.location ?? 'no redirect'})`);
}
