/**
 * A form's error reply echoes the fields the form defines and nothing else (app/services/form.server.ts,
 * `parseForm`): a field the form does not have, posted with it, comes back neither in the page (its
 * stream of action data) nor in the `.data` answer React Router's client asks for, while the shopper's
 * own input is still there to correct.
 * HTTP only: it runs in the no-JS project.
 */
import { HONEYPOT_FIELD } from '../../app/models/form-constants.ts';
import { expect, test } from './fixtures.ts';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

const INVENTED = { inventedFieldQ7: 'zzzEchoedValueQ7' };

const FORMS: Array<{ path: string; form: Record<string, string>; typed: string }> = [
  { path: '/login', form: { email: 'typedByShopperQ7', password: 'whatever1' }, typed: 'typedByShopperQ7' },
  {
    path: '/e-gift-cards',
    form: {
      design: 'no-such-design',
      amount: '25',
      recipientName: 'TypedRecipientQ7',
      recipientEmail: 'not-an-email',
      senderName: 'Ben',
      deliveryDate: '',
    },
    typed: 'TypedRecipientQ7',
  },
  {
    path: '/contact-us',
    form: {
      [HONEYPOT_FIELD]: '',
      firstName: 'TypedFirstQ7',
      lastName: 'Sweet',
      email: 'not-an-email',
      description: '',
    },
    typed: 'TypedFirstQ7',
  },
];

for (const { path, form, typed } of FORMS) {
  test(`${path}: the error reply leaves out a field the form does not define and keeps the shopper's input`, async ({
    page,
  }) => {
    for (const target of [path, `${path}.data`]) {
      const response = await page.request.post(target, { form: { ...form, ...INVENTED }, maxRedirects: 0 });
      const body = await response.text();
      expect(response.status(), target).toBe(400);
      expect(body, `${target} echoes what the shopper typed`).toContain(typed);
      expect(body, `${target} echoes no invented name`).not.toContain('inventedFieldQ7');
      expect(body, `${target} echoes no invented value`).not.toContain('zzzEchoedValueQ7');
    }
  });
}
