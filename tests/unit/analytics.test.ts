import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENT_TIMEOUT_MS,
  ctaEvent,
  formSubmitEvents,
  helpEvent,
  serviceFormName,
  viewItemListEvent,
} from '~/models/analytics.ts';

describe('analytics events (content spec §7)', () => {
  it('names the public service forms by the path they post to, and nothing else', () => {
    expect(serviceFormName('/contact-us')).toBe('contact_us');
    expect(serviceFormName('/emailsignup')).toBe('email_signup');
    expect(serviceFormName('/gift-card-balance')).toBe('gift_card_balance');
    expect(serviceFormName('/catalog-request')).toBe('catalog_request');
    expect(serviceFormName('/find-a-concierge')).toBe('find_a_concierge');
    expect(serviceFormName('/campaign/summer-fun')).toBe('campaign');
    expect(serviceFormName('/cart')).toBeNull();
    expect(serviceFormName('/login')).toBeNull();
    expect(serviceFormName('/campaign/a/b')).toBeNull();
  });

  it('a service form submission is a form_submit event with the 2000 ms time-out', () => {
    expect(formSubmitEvents('/contact-us', [['email', 'a@b.co']])).toEqual([
      { event: 'form_submit', form_name: 'contact_us', eventTimeout: ANALYTICS_EVENT_TIMEOUT_MS },
    ]);
    expect(ANALYTICS_EVENT_TIMEOUT_MS).toBe(2000);
  });

  it('adds a newsletter event with the ticked lists pipe-joined', () => {
    const events = formSubmitEvents('/emailsignup', [
      ['email', 'a@b.co'],
      ['offersPromotionsUpdates', 'on'],
      ['corporateGiftsAndEvents', 'on'],
    ]);
    expect(events).toEqual([
      { event: 'form_submit', form_name: 'email_signup', eventTimeout: 2000 },
      {
        event: 'newsletter',
        form_name: 'email_signup',
        newsletter_lists: 'offersupdates|businessgifts',
        eventTimeout: 2000,
      },
    ]);
    expect(formSubmitEvents('/campaign/x', [['fundraisingPrograms', 'on']]).map((event) => event.event)).toEqual([
      'form_submit',
      'newsletter',
    ]);
    expect(formSubmitEvents('/emailsignup', [['email', 'a@b.co']]).map((event) => event.event)).toEqual([
      'form_submit',
    ]);
  });

  it('does not report posts that are not service forms, nor file fields', () => {
    expect(formSubmitEvents('/cart', [['offersPromotionsUpdates', 'on']])).toEqual([]);
    expect(formSubmitEvents('/emailsignup', [['offersPromotionsUpdates', new Blob(['on']) as File]])).toHaveLength(1);
  });

  it('a CTA carries its collapsed text and its target', () => {
    expect(ctaEvent('  Shop\n  Now ', 'https://shop.test/c/gifts')).toEqual({
      event: 'cta',
      cta_text: 'Shop Now',
      cta_url: 'https://shop.test/c/gifts',
      eventTimeout: 2000,
    });
    expect((ctaEvent('x'.repeat(300), '/') as { cta_text: string }).cta_text).toHaveLength(100);
  });

  it('a product list lists its items in order; an empty list is no event', () => {
    expect(
      viewItemListEvent('Gifts', [
        { id: 'p1', name: 'Fudge' },
        { id: 'p2', name: 'Toffee' },
      ]),
    ).toEqual({
      event: 'view_item_list',
      item_list_name: 'Gifts',
      items: [
        { item_id: 'p1', item_name: 'Fudge', index: 0 },
        { item_id: 'p2', item_name: 'Toffee', index: 1 },
      ],
      eventTimeout: 2000,
    });
    expect(viewItemListEvent('Gifts', [])).toBeNull();
  });

  it('tells a help link by its scheme: phone or e-mail (catalog spec §2 help info), nothing for another link', () => {
    expect(helpEvent('tel:1-800-555-0142')).toEqual({
      event: 'help',
      help_type: 'phone',
      eventTimeout: ANALYTICS_EVENT_TIMEOUT_MS,
    });
    expect(helpEvent('mailto:help@sweetshop.example')).toEqual({
      event: 'help',
      help_type: 'email',
      eventTimeout: ANALYTICS_EVENT_TIMEOUT_MS,
    });
    expect(helpEvent('/contact-us')).toBeNull();
  });
});
