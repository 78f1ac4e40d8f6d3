import { describe, expect, it } from 'vitest';
import { accountLink, bagItemsText } from '~/models/shell-links.ts';

describe('accountLink', () => {
  it('sends guests to sign in', () => {
    expect(accountLink({ isRegistered: false, customerName: null })).toEqual({ to: '/login', label: 'Sign In' });
  });

  it('shows a registered shopper their name, with a label that says where the link goes', () => {
    expect(accountLink({ isRegistered: true, customerName: 'Jane' })).toEqual({
      to: '/account',
      label: 'Jane',
      ariaLabel: 'Jane, your account',
    });
  });

  it('falls back to "My Account" for a registered shopper without a name', () => {
    const link = accountLink({ isRegistered: true, customerName: null });
    expect(link).toEqual({ to: '/account', label: 'My Account' });
    expect(link.ariaLabel).toBeUndefined();
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
