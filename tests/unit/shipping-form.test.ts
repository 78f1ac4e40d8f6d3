import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { multiShipShippingSchema } from '~/models/multi-ship-forms.ts';
import { customerShippingSchema, guestShippingSchema } from '~/models/shipping-form.ts';

const ADDRESS = {
  firstName: 'Casey',
  lastName: 'Candy',
  address1: '415 Mission St',
  city: 'San Francisco',
  stateCode: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  phone: '415-555-0100',
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function errors(schema: typeof guestShippingSchema | typeof customerShippingSchema, fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === 'success' ? {} : submission.error;
}

describe('guest shipping form', () => {
  it('accepts an e-mail, an address, a method, a gift message and delivery instructions', () => {
    const submission = parseWithZod(
      form({
        email: 'casey@example.com',
        ...ADDRESS,
        shippingMethodId: 'UPSGT_Disc',
        isGift: 'on',
        giftMessage: 'Happy birthday\nLove Ann 2024',
        deliveryInstructions: 'Leave at the back door, please! (#2)',
      }),
      { schema: guestShippingSchema },
    );
    expect(submission.status).toBe('success');
  });

  it('needs a valid e-mail', () => {
    expect(errors(guestShippingSchema, ADDRESS)).toMatchObject({ email: ['This field is required.'] });
    expect(errors(guestShippingSchema, { ...ADDRESS, email: 'casey@' })).toMatchObject({
      email: ['Please enter a valid email address.'],
    });
  });

  it('gift message: letters, numbers, spaces and line breaks only, at most 150 characters', () => {
    expect(
      errors(guestShippingSchema, { email: 'c@example.com', ...ADDRESS, isGift: 'on', giftMessage: 'Happy birthday!' }),
    ).toEqual({
      giftMessage: ['Messages can only contain letters and numbers. Please remove any special characters to continue.'],
    });
    expect(errors(guestShippingSchema, { email: 'c@example.com', ...ADDRESS, giftMessage: 'a'.repeat(150) })).toEqual(
      {},
    );
    expect(errors(guestShippingSchema, { email: 'c@example.com', ...ADDRESS, giftMessage: 'a'.repeat(151) })).toEqual({
      giftMessage: ['Messages can be at most 150 characters long.'],
    });
    expect(
      errors(guestShippingSchema, { email: 'c@example.com', ...ADDRESS, giftMessage: 'Joyeux Noël 2024' }),
    ).toEqual({});
  });

  it('delivery instructions: printable ASCII and line breaks only', () => {
    expect(
      errors(guestShippingSchema, {
        email: 'c@example.com',
        ...ADDRESS,
        deliveryInstructions: 'Gate code #1234\r\nRing twice.',
      }),
    ).toEqual({});
    expect(
      errors(guestShippingSchema, { email: 'c@example.com', ...ADDRESS, deliveryInstructions: 'Café door' }),
    ).toHaveProperty('deliveryInstructions');
    expect(
      errors(guestShippingSchema, { email: 'c@example.com', ...ADDRESS, deliveryInstructions: 'tab\there' }),
    ).toHaveProperty('deliveryInstructions');
  });

  it('shows every address problem at once', () => {
    expect(
      errors(guestShippingSchema, { email: 'c@example.com', ...ADDRESS, postalCode: '123', phone: '555' }),
    ).toEqual({
      postalCode: ['Please enter a valid zip code.'],
      phone: ['Invalid phone number. Should be 10 digits with optional extension.'],
    });
  });

  it('the verification choice is keep, accept or edit', () => {
    expect(errors(guestShippingSchema, { email: 'c@example.com', ...ADDRESS, verify: 'keep' })).toEqual({});
    expect(errors(guestShippingSchema, { email: 'c@example.com', ...ADDRESS, verify: 'maybe' })).toHaveProperty(
      'verify',
    );
  });
});

describe('registered customer shipping form', () => {
  it('a saved address needs no address fields', () => {
    expect(errors(customerShippingSchema, { savedAddressId: 'Home', shippingMethodId: 'STANDARD' })).toEqual({});
  });

  it('a new address is checked like the guest one', () => {
    expect(errors(customerShippingSchema, { savedAddressId: 'new', ...ADDRESS })).toEqual({});
    expect(errors(customerShippingSchema, { savedAddressId: 'new', ...ADDRESS, city: '', stateCode: 'ON' })).toEqual({
      city: ['This field is required.'],
      stateCode: ['Invalid field value'],
    });
    expect(errors(customerShippingSchema, {})).toMatchObject({
      firstName: ['This field is required.'],
      phone: ['This field is required.'],
    });
  });
});

describe('the delivery choice (checkout spec §3; the window is the server’s, models/delivery-date.ts)', () => {
  const guest = { email: 'casey@example.com', ...ADDRESS };

  it('ships now without a choice, and takes a dated choice with a day', () => {
    expect(errors(guestShippingSchema, guest)).toEqual({});
    expect(errors(guestShippingSchema, { ...guest, deliveryChoice: 'now', wantedDate: '' })).toEqual({});
    expect(
      errors(customerShippingSchema, { savedAddressId: 'Home', deliveryChoice: 'date', wantedDate: '2026-12-22' }),
    ).toEqual({});
  });

  it('a dated choice needs its date, in YYYY-MM-DD', () => {
    expect(errors(guestShippingSchema, { ...guest, deliveryChoice: 'date' })).toEqual({
      wantedDate: ['This field is required.'],
    });
    expect(errors(customerShippingSchema, { savedAddressId: 'Home', deliveryChoice: 'date' })).toEqual({
      wantedDate: ['This field is required.'],
    });
    expect(errors(guestShippingSchema, { ...guest, deliveryChoice: 'date', wantedDate: '12/22/2026' })).toEqual({
      wantedDate: ['Please enter a valid date.'],
    });
    expect(errors(guestShippingSchema, { ...guest, deliveryChoice: 'later' })).toHaveProperty('deliveryChoice');
  });
});

describe('the multi-ship step’s delivery choice', () => {
  it('is per shipment: a dated one needs its date', () => {
    const submission = parseWithZod(
      form({
        intent: 'multi-ship',
        'shipments[0].shipmentId': 'me',
        'shipments[0].deliveryChoice': 'now',
        'shipments[1].shipmentId': 'Shipment2',
        'shipments[1].deliveryChoice': 'date',
      }),
      { schema: multiShipShippingSchema },
    );
    expect(submission.status === 'success' ? {} : submission.error).toEqual({
      'shipments[1].wantedDate': ['This field is required.'],
    });
  });
});
