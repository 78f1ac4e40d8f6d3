import { submitCardPayment, submitShipping } from './checkout-helpers.ts';
import { DEMO, expect, registerCustomer, signIn, test } from './fixtures.ts';
import { addToBag } from './http-helpers.ts';

/**
 * /subscriptions in the account (checkout spec §2 /subscriptions): an order placed with a repeat-delivery opt-in
 * becomes a subscription there, with its frequency, next delivery and the card used for
 * subscriptions; the frequency is changed, the next delivery skipped and the subscription
 * cancelled — plain posts without JavaScript, fetchers with it.
 */
const withJs = () => test.info().project.use.javaScriptEnabled !== false;

test.describe('account subscriptions', () => {
  test('an order with repeat delivery shows on /subscriptions, where it is changed, skipped and cancelled', async ({
    page,
  }) => {
    const customer = await registerCustomer(page, 'subscriptions');
    await signIn(page, customer);
    // A card saved and chosen for subscriptions in the wallet.
    const year = String(new Date().getFullYear() + 2);
    await page.request.post('/wallet', {
      form: {
        intent: 'add',
        cardNumber: '4111111111111111',
        cardHolder: 'Fern Fudge',
        expiry: `12/${year.slice(-2)}`,
        securityCode: '123',
      },
    });
    const wallet = await (await page.request.get('/wallet')).text();
    const cardId = /name="paymentInstrumentId" value="([^"]+)"/.exec(wallet)![1]!;
    await page.request.post('/wallet', { form: { intent: 'subscriptions', paymentInstrumentId: cardId } });

    // An eligible product opted in every 2 months, bought.
    const html = await (await page.request.get('/product/10101')).text();
    const pid = /name="pid" value="([^"]+)"/.exec(html.slice(html.indexOf('data-testid="subscription-offer"')))![1]!;
    await addToBag(page, pid, 1);
    await page.request.post('/repeat-delivery', {
      form: { pid, intent: 'opt-in', frequency: '2-3', redirectTo: '/cart' },
      maxRedirects: 0,
    });
    await submitShipping(page);
    await submitCardPayment(page);
    await page.goto('/revieworder');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);

    await page.goto('/account');
    await page.getByRole('navigation').getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    const subscription = page.getByTestId('subscription');
    await expect(subscription).toHaveCount(1);
    await expect(subscription.getByTestId('subscription-frequency')).toHaveText('Every 2 months');
    await expect(subscription.getByTestId('subscription-card')).toHaveText('Visa •••• 1111, expires 12/' + year);
    const firstDate = await subscription.getByTestId('subscription-next').innerText();
    expect(firstDate).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}$/);

    await subscription.getByLabel('Deliver', { exact: true }).selectOption({ label: 'Every 3 months' });
    await subscription.getByRole('button', { name: /Change frequency of/ }).click();
    await expect(page.getByText('Your delivery frequency has been changed.')).toBeVisible();
    await expect(page.getByTestId('subscription-frequency')).toHaveText('Every 3 months');
    const changedDate = await page.getByTestId('subscription-next').innerText();

    await page.getByRole('button', { name: /Skip the next delivery of/ }).click();
    await expect(page.getByText('Your next delivery has been skipped.')).toBeVisible();
    await expect(page.getByTestId('subscription-next')).not.toHaveText(changedDate);

    await page.getByRole('button', { name: /Cancel the subscription to/ }).click();
    await expect(page.getByText('Your subscription has been cancelled.')).toBeVisible();
    await expect(page.getByTestId('subscription')).toHaveCount(0);
    await expect(page.getByText('You have no active subscriptions.')).toBeVisible();
    expect(withJs() || page.url().endsWith('/subscriptions')).toBe(true);
  });

  test('the page needs a session, is never stored or indexed, and refuses an id not the customer’s', async ({
    page,
  }) => {
    test.skip(test.info().project.name === 'js', 'HTTP-level: same for both');
    const guest = await page.request.get('/subscriptions', { maxRedirects: 0 });
    expect(guest.status()).toBe(302);
    expect(guest.headers().location).toBe(`/login?redirectTo=${encodeURIComponent('/subscriptions')}`);
    await signIn(page, DEMO.ava);
    const response = await page.request.get('/subscriptions');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.text()).toContain('<meta name="robots" content="noindex"');
    for (const intent of ['skip', 'cancel']) {
      const refused = await page.request.post('/subscriptions', {
        form: { intent, subscriptionId: '00000000-0000-4000-8000-000000000000' },
        maxRedirects: 0,
      });
      expect(refused.status(), intent).toBe(404);
    }
    const badFrequency = await page.request.post('/subscriptions', {
      form: { intent: 'frequency', subscriptionId: 'x', frequency: '9-9' },
      maxRedirects: 0,
    });
    expect(badFrequency.status()).toBe(400);
  });
});
