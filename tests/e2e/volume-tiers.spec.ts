/**
 * Volume (tiered) prices on the volume-savings site: the product page's table (quantity – price each),
 * a tile's "As low as", and the bag's unit price, which is the tier the backend applied to the line's
 * quantity and follows every quantity change (10301 sells at $4.95; from 12 at $4.46, from 48 at $3.96).
 * The main shop shows none of it. Without JavaScript the pages are read over HTTP (node:http sends the
 * site's Host; the test runner's client does not resolve *.localhost); with it the browser changes the
 * bag's quantity and the server's answer brings the new unit price.
 */
import { request as httpRequest } from 'node:http';
import { STOREFRONT_PORT } from './env.ts';
import { expect, test } from './fixtures.ts';

const VOLUME_HOST = `volume-savings.localhost:${STOREFRONT_PORT}`;
const MAIN_HOST = `localhost:${STOREFRONT_PORT}`;

interface Answer {
  status: number;
  location: string | undefined;
  cookies: string[];
  body: string;
}

/** One request to the storefront with the given Host (and the Origin a browser would send with a form post). */
function send(
  host: string,
  path: string,
  options: { form?: Record<string, string>; cookie?: string } = {},
): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { host, ...(options.cookie ? { cookie: options.cookie } : {}) };
  if (body !== undefined)
    Object.assign(headers, {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
      origin: `http://${host}`,
    });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: STOREFRONT_PORT, path, method: body === undefined ? 'GET' : 'POST', headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            cookies: (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!),
            body: text,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The text of the element with a test id (tags inside it dropped). */
function testIdText(html: string, testId: string): string | undefined {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</(?:p|span|table)>`).exec(html);
  return match?.[1]?.replace(/<[^>]*>/g, '').replace(/<!-- -->/g, '');
}

function tierRows(html: string): string[][] {
  const table = /data-testid="price-tiers"[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  return [...table.matchAll(/<tr[^>]*><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td><\/tr>/g)].map((row) => [
    row[1]!,
    row[2]!,
  ]);
}

test.describe('volume prices without JavaScript (HTTP)', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

  test('the product page shows the tiers on the volume-savings site only', async () => {
    const volume = await send(VOLUME_HOST, '/product/10301');
    expect(volume.status).toBe(200);
    expect(volume.body).toContain('Volume pricing');
    expect(tierRows(volume.body)).toEqual([
      ['1–11', '$4.95'],
      ['12–47', '$4.46'],
      ['48+', '$3.96'],
    ]);
    const main = await send(MAIN_HOST, '/product/10301');
    expect(main.status).toBe(200);
    expect(main.body).not.toContain('data-testid="price-tiers"');
  });

  test('a tile says how low the volume price goes, on the volume-savings site only', async () => {
    const volume = await send(VOLUME_HOST, '/category/chocolate-bars');
    expect(volume.status).toBe(200);
    // 10301, the first bar: $4.95, from 48 at $3.96.
    expect(testIdText(volume.body, 'price-tiers-as-low-as')).toBe('As low as $3.96 each');
    const main = await send(MAIN_HOST, '/category/chocolate-bars');
    expect(main.status).toBe(200);
    expect(main.body).not.toContain('price-tiers-as-low-as');
  });

  test('the bag shows the unit price of the tier the line quantity reaches, after each quantity change', async () => {
    const added = await send(VOLUME_HOST, '/cart/add', { form: { pid: '10301', quantity: '1', redirectTo: '/cart' } });
    expect(added.status).toBe(302);
    const cookie = added.cookies.join('; ');
    expect(cookie).not.toBe('');
    const bag = async () => {
      const page = await send(VOLUME_HOST, '/cart', { cookie });
      expect(page.status).toBe(200);
      return page.body;
    };
    let html = await bag();
    expect(testIdText(html, 'bag-line-unit-price')).toBe('$4.95');
    const itemId = /name="itemId" value="([^"]+)"/.exec(html)?.[1];
    expect(itemId).toBeTruthy();
    for (const [quantity, unit, line] of [
      ['12', '$4.46', '$53.52'],
      ['48', '$3.96', '$190.08'],
      ['11', '$4.95', '$54.45'],
    ] as const) {
      const updated = await send(VOLUME_HOST, '/cart', {
        cookie,
        form: { intent: 'update-quantity', itemId: itemId!, quantity },
      });
      expect(updated.status, `quantity ${quantity}`).toBeLessThan(400);
      html = await bag();
      expect(testIdText(html, 'bag-line-unit-price'), `quantity ${quantity}`).toBe(unit);
      expect(testIdText(html, 'bag-line-price'), `quantity ${quantity}`).toContain(line);
    }
  });
});

test.describe('volume prices with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'the browser changes the quantity');

  test('changing the quantity in the bag brings the tier’s unit price from the server', async ({ page }) => {
    const origin = `http://${VOLUME_HOST}`;
    await page.goto(`${origin}/product/10301`);
    await expect(page.getByTestId('price-tiers').getByRole('row')).toHaveCount(4);
    await page
      .getByRole('button', { name: /^Add to bag/ })
      .first()
      .click();
    await expect(page.getByTestId('bag-count').first()).toHaveText('1');
    await page.goto(`${origin}/cart`);
    await expect(page.getByTestId('bag-line-unit-price')).toHaveText('$4.95');
    await page.getByTestId('bag-line-quantity').fill('12');
    await page.getByTestId('bag-line-quantity').press('Enter');
    await expect(page.getByTestId('bag-line-unit-price')).toHaveText('$4.46');
    await expect(page.getByTestId('bag-line-price')).toHaveText('$53.52');
  });
});
