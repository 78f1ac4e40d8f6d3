import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_TEXTS, toSiteTexts } from '~/models/site-texts.ts';
import { HUB_ITEMS, SCHEMA_BASE } from '../../sandbox/src/content/delivery-data.ts';

const item = (fields: Record<string, unknown>, kind = 'site-texts') => ({
  _meta: { schema: SCHEMA_BASE + kind },
  ...fields,
});

describe('toSiteTexts', () => {
  it('takes the fields the content has and keeps the built-in text for the others', () => {
    expect(toSiteTexts(item({ signUpTitle: '  Sweet News  ', serviceHours: '' }))).toEqual({
      ...DEFAULT_SITE_TEXTS,
      signUpTitle: 'Sweet News',
    });
  });

  it('takes the header link labels, up to a length that fits the header row', () => {
    const texts = toSiteTexts(
      item({ findShopLabel: ' Our Shops ', signInLabel: 'Log In', accountLabel: 'x'.repeat(31) }),
    );
    expect(texts).toEqual({ ...DEFAULT_SITE_TEXTS, findShopLabel: 'Our Shops', signInLabel: 'Log In' });
    expect(DEFAULT_SITE_TEXTS).toMatchObject({
      findShopLabel: 'Find a Shop',
      signInLabel: 'Sign In',
      accountLabel: 'My Account',
    });
  });

  it('keeps every built-in text without content, for another schema, or for a field that is no short text', () => {
    expect(toSiteTexts(undefined)).toEqual(DEFAULT_SITE_TEXTS);
    expect(toSiteTexts(item({ signUpTitle: 'X' }, 'thin-banner'))).toEqual(DEFAULT_SITE_TEXTS);
    expect(toSiteTexts(item({ signUpTitle: 42, signUpText: 'x'.repeat(201) }))).toEqual(DEFAULT_SITE_TEXTS);
  });

  it('reads the seeded item', () => {
    const seeded = HUB_ITEMS.find((entry) => entry.deliveryKey === 'site-texts');
    const texts = toSiteTexts(item(seeded?.fields ?? {}));
    expect(texts.signUpText).toMatch(/members-only offers/);
    expect(texts.findShopLabel).toBe('Find a Shop Near You');
  });
});
