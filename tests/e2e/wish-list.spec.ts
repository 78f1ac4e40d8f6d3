import { DEMO, expect, registerCustomer, signIn, test } from './fixtures.ts';
import { bagCount } from './http-helpers.ts';

/** A single-item product of the demo catalog (the bag helpers' default). */
const PRODUCT_PATH = '/product/10301';

test.describe('the wish list', () => {
  test('a guest’s heart asks to sign in and adds the product afterwards; the list page changes quantity and moves it to the bag', async ({
    page,
  }) => {
    const customer = await registerCustomer(page, 'wish');
    await page.goto(PRODUCT_PATH);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const product = page.getByTestId('product-page');
    await product
      .getByRole('button', { name: `Add ${name} to wish list`, exact: true })
      .first()
      .click();

    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(PRODUCT_PATH)}`);
    await expect(page.getByText('Please sign in to save items to your wish list.')).toBeVisible();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(PRODUCT_PATH);
    await expect(page.getByText('Added to your wish list.')).toBeVisible();
    await expect(
      product.getByRole('button', { name: `Remove ${name} from wish list`, exact: true }).first(),
    ).toBeVisible();

    await page.goto('/account');
    await page.getByRole('link', { name: 'Wish List', exact: true }).first().click();
    await expect(page).toHaveURL('/wishlist');
    const item = page.getByTestId('wishlist-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('heading', { name })).toBeVisible();
    await item.getByLabel('Quantity').fill('2');
    await item.getByLabel('Priority').selectOption({ label: 'High' });
    await item.getByRole('button', { name: `Update ${name}` }).click();
    await expect(page.getByText('Your wish list has been updated.')).toBeVisible();
    await expect(item.getByLabel('Quantity')).toHaveValue('2');
    await expect(item.getByLabel('Priority')).toHaveValue('4');

    await item.getByRole('button', { name: `Move ${name} to bag` }).click();
    await expect(page.getByText('Moved to your bag.')).toBeVisible();
    await expect(page.getByText('Your wish list is empty.')).toBeVisible();
    expect(await bagCount(page)).toBe('2');
  });

  test('the heart on a product page adds and removes for a signed-in customer', async ({ page }) => {
    await signIn(page, await registerCustomer(page, 'heart'));
    await page.goto(PRODUCT_PATH);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const product = page.getByTestId('product-page');
    await product
      .getByRole('button', { name: `Add ${name} to wish list`, exact: true })
      .first()
      .click();
    await expect(
      product.getByRole('button', { name: `Remove ${name} from wish list`, exact: true }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(PRODUCT_PATH);
    // With JavaScript the heart turns at once (optimistic): the list is read once the post has been answered.
    const wishList = async () => (await page.request.get('/wishlist')).text();
    await expect.poll(wishList).toContain(name);
    await product
      .getByRole('button', { name: `Remove ${name} from wish list`, exact: true })
      .first()
      .click();
    await expect(product.getByRole('button', { name: `Add ${name} to wish list`, exact: true }).first()).toBeVisible();
    await expect.poll(wishList).toContain('Your wish list is empty.');
  });
});

test.describe('the wish list over HTTP', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

  test('needs a session; a GET of the heart creates none; a guest’s POST remembers the product and goes to sign in', async ({
    page,
  }) => {
    const guest = await page.request.get('/wishlist', { maxRedirects: 0 });
    expect(guest.status()).toBe(302);
    expect(guest.headers().location).toBe('/login?redirectTo=%2Fwishlist');

    const get = await page.request.get('/wishlist/heart', { maxRedirects: 0 });
    expect(get.status()).toBe(302);
    expect(get.headers()['set-cookie']).toBeUndefined();

    const bad = await page.request.post('/wishlist/heart', {
      form: { intent: 'add', productId: '../etc' },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);

    const post = await page.request.post('/wishlist/heart', {
      form: { intent: 'add', productId: '10301', redirectTo: '//evil.example/x' },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toBe('/login?redirectTo=%2F');
    expect(post.headers()['set-cookie']).toContain('=');
  });

  test('the list page: the colour suffix, public flag and priority round-trip, and another item id is not found', async ({
    page,
  }) => {
    await signIn(page, await registerCustomer(page, 'wishhttp'));
    const added = await page.request.post('/wishlist/heart', {
      form: { intent: 'add', productId: '10301', color: 'cherry', redirectTo: PRODUCT_PATH },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(302);
    expect(added.headers().location).toBe(PRODUCT_PATH);
    // The same product and colour again is not a second item.
    await page.request.post('/wishlist/heart', {
      form: { intent: 'add', productId: '10301', color: 'cherry', response: 'inline' },
    });

    const html = await (await page.request.get('/wishlist')).text();
    expect(html.match(/data-testid="wishlist-item"/g)).toHaveLength(1);
    expect(html).toMatch(/Colour: (<!-- -->)?cherry/);
    expect(html).toContain('?color=cherry');
    const itemId = /name="itemId" value="([^"]+)"/.exec(html)![1]!;

    expect(
      (
        await page.request.post('/wishlist', {
          form: { intent: 'update', itemId, quantity: '0', priority: '1' },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(400);
    const update = await page.request.post('/wishlist', {
      form: { intent: 'update', itemId, quantity: '3', priority: '5', public: 'on' },
      maxRedirects: 0,
    });
    expect(update.status()).toBe(302);
    const after = await (await page.request.get('/wishlist')).text();
    expect(after).toMatch(/name="quantity"[^>]*value="3"/);
    expect(after).toMatch(/<option value="5" selected="">Highest<\/option>/);
    expect(after).toMatch(/<input(?=[^>]*name="public")(?=[^>]*checked="")[^>]*>/);

    expect(
      (
        await page.request.post('/wishlist', { form: { intent: 'remove', itemId: 'not-mine' }, maxRedirects: 0 })
      ).status(),
    ).toBe(404);
    expect(
      (
        await page.request.post('/wishlist', { form: { intent: 'move', itemId: 'not-mine' }, maxRedirects: 0 })
      ).status(),
    ).toBe(404);
    expect(
      (await page.request.post('/wishlist', { form: { intent: 'remove', itemId }, maxRedirects: 0 })).status(),
    ).toBe(302);
    expect(await (await page.request.get('/wishlist')).text()).toContain('Your wish list is empty.');
  });

  test('Ava’s seeded wish list shows on the page with its products', async ({ page }) => {
    await signIn(page, DEMO.ava);
    const html = await (await page.request.get('/wishlist')).text();
    expect(html.match(/data-testid="wishlist-item"/g)).toHaveLength(4);
  });
});
