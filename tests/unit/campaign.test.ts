import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { ZIP_MESSAGE } from '~/models/address-rules.ts';
import { CAMPAIGN_MESSAGES, campaignEntered, campaignFrom, campaignSchema } from '~/models/campaign.ts';
import { MESSAGES } from '~/models/messages.ts';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';

function errors(sweepstakes: boolean, fields: Record<string, string>): Record<string, string[] | null> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: campaignSchema(sweepstakes) });
  if (submission.status === 'success') return {};
  return submission.error ?? {};
}

const entry = {
  firstName: 'Ava',
  lastName: 'Sweet',
  email: 'ava.sweet@example.com',
  phone: '(415) 555-0100',
  address1: '415 Mission St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
};

describe('campaignSchema (content spec §5 "Campaign and sweepstakes form")', () => {
  it('accepts a plain entry with one opt-in and the terms, a sweepstakes entry with the newsletter opt-in', () => {
    expect(errors(false, { ...entry, corporateGiftsAndEvents: 'on', agreeToTerms: 'on' })).toEqual({});
    expect(errors(true, { ...entry, offersPromotionsUpdates: 'on', agreeToTerms: 'on' })).toEqual({});
  });

  it('words the opt-in and terms messages per kind', () => {
    expect(errors(false, entry)).toMatchObject({
      optIns: [SERVICE_MESSAGES.atLeastOneOption],
      agreeToTerms: ['Please confirm agreement'],
    });
    expect(errors(true, { ...entry, fundraisingPrograms: 'on' })).toMatchObject({
      offersPromotionsUpdates: ['*Opt-in is required to enter sweepstakes.'],
      agreeToTerms: ['*Please confirm agreement.'],
    });
  });

  it('requires the contact and address fields with the spec messages', () => {
    const found = errors(false, {
      agreeToTerms: 'on',
      fundraisingPrograms: 'on',
      phone: '555',
      state: 'ZZ',
      postalCode: '1234',
      email: 'ava@',
    });
    expect(found).toMatchObject({
      firstName: [MESSAGES.required],
      email: [MESSAGES.email],
      phone: ['Please enter a valid phone number'],
      address1: [MESSAGES.required],
      city: [MESSAGES.required],
      state: ['Please select a state.'],
      postalCode: [ZIP_MESSAGE],
    });
    expect(
      errors(false, { ...entry, fundraisingPrograms: 'on', agreeToTerms: 'on', address1: `1 ${'a'.repeat(59)}` })
        .address1,
    ).toEqual([MESSAGES.invalidField]);
    expect(
      errors(false, { ...entry, fundraisingPrograms: 'on', agreeToTerms: 'on', email: `${'a'.repeat(39)}@example.com` })
        .email,
    ).toEqual([MESSAGES.email]);
  });

  it('takes an optional birthday in MM/DD/YYYY', () => {
    expect(
      errors(false, { ...entry, fundraisingPrograms: 'on', agreeToTerms: 'on', birthdate: '13/01/1990' }).birthdate,
    ).toEqual([SERVICE_MESSAGES.birthday]);
    expect(errors(false, { ...entry, fundraisingPrograms: 'on', agreeToTerms: 'on', birthdate: '01/13/1990' })).toEqual(
      {},
    );
  });
});

describe('campaignFrom (a campaign placeholder content item)', () => {
  const item = {
    id: 'c1',
    type: 'campaignForm',
    deliveryKey: 'campaign-data-collection-form-sweepstakes',
    title: 'Win',
    text: 'Enter',
    eventId: 'e-1',
    maxAllowed: 3,
  };

  it('reads the kind from the delivery key, defaults the phase to 1', () => {
    expect(campaignFrom(item)).toMatchObject({
      id: 'c1',
      sweepstakes: true,
      eventId: 'e-1',
      eventPhase: '1',
      maxAllowed: 3,
    });
    expect(campaignFrom({ ...item, deliveryKey: 'campaign-data-collection-form', eventPhase: 2 })).toMatchObject({
      sweepstakes: false,
      eventPhase: '2',
    });
  });

  it('keeps only a success URL on this site and a sane entry limit', () => {
    expect(campaignFrom({ ...item, successUrl: '//evil.example/x', maxAllowed: 0 })).toMatchObject({
      successUrl: undefined,
      maxAllowed: 1,
    });
    expect(campaignFrom({ ...item, successUrl: '/thanks' })?.successUrl).toBe('/thanks');
  });

  it('refuses items that are not campaign forms', () => {
    expect(campaignFrom({ ...item, type: 'cta' })).toBeNull();
    expect(campaignFrom({ ...item, deliveryKey: 'contact-us-form' })).toBeNull();
    expect(campaignFrom({ ...item, eventId: 'bad id' })).toBeNull();
    expect(campaignFrom(undefined)).toBeNull();
  });
});

describe('campaignSchema and a hand-made post with every field twice', () => {
  it('is refused with field errors instead of throwing', () => {
    const form = new FormData();
    for (const name of [
      'firstName',
      'lastName',
      'email',
      'phone',
      'address1',
      'city',
      'state',
      'postalCode',
      'birthday',
    ]) {
      form.append(name, 'a');
      form.append(name, 'b');
    }
    expect(parseWithZod(form, { schema: campaignSchema(true) }).status).toBe('error');
  });
});

describe('the campaign call’s answer (content spec §8)', () => {
  it('enters the shopper only with success: true; any other answer reads "Failed to signup!"', () => {
    expect(campaignEntered({ success: true, entryId: 'ENTRY-000001' })).toBe(true);
    for (const reply of [{ success: false }, { success: 'true' }, {}, null, undefined, 'ok'])
      expect(campaignEntered(reply), JSON.stringify(reply)).toBe(false);
    expect(CAMPAIGN_MESSAGES.signupFailed).toBe('Failed to signup!');
  });
});
