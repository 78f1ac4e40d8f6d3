import { describe, expect, it } from 'vitest';
import { accountLink, bagItemsText } from '~/models/shell-links.ts';
import { DEFAULT_SITE_TEXTS } from '~/models/site-texts.ts';

const texts = DEFAULT_SITE_TEXTS;

describe('accountLink', () => {
  it('sends guests to sign in', () => {
    expect(accountLink({ isRegistered: false, customerName: null, texts })).toEqual({ to: '/login', label: 'Sign In' });
  });

  it('shows a registered shopper their name, with a label that says where the link goes', () => {
    expect(accountLink({ isRegistered: true, customerName: 'Jane', texts })).toEqual({
      to: '/account',
      label: 'Jane',
      ariaLabel: 'Jane, your account',
    });
  });

  it('falls back to "My Account" for a registered shopper without a name', () => {
    const link = accountLink({ isRegistered: true, customerName: null, texts });
    expect(link).toEqual({ to: '/account', label: 'My Account' });
    expect(link.ariaLabel).toBeUndefined();
  });

  it("says what the content's site texts say for guests and nameless customers", () => {
    const edited = { signInLabel: 'Log In', accountLabel: 'Your Account' };
    expect(accountLink({ isRegistered: false, customerName: null, texts: edited }).label).toBe('Log In');
    expect(accountLink({ isRegistered: true, customerName: null, texts: edited }).label).toBe('Your Account');
    expect(accountLink({ isRegistered: true, customerName: 'Jane', texts: edited }).label).toBe('Jane');
  });
});

describe('bagItemsText', () => {
  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
    [99, '99 items'],
    [100, 'more than 99 items'],
  ])('%d → %s', (count, expected) => {
    expect(bagItemsText(count)).toBe(expected);
  });
});
