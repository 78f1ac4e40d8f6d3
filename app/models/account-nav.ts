/**
 * The account area's side navigation (content spec §5 "Side navigation"; checkout spec §2 routes):
 * ONE list, so another account page is one entry appended here (e.g. /subscriptions).
 */
export interface AccountNavItem {
  to: string;
  label: string;
}

export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { to: '/account', label: 'Account Overview' },
  { to: '/orders', label: 'Order History' },
  { to: '/addressbook', label: 'Address Book' },
  { to: '/wallet', label: 'Wallet' },
  { to: '/profile', label: 'Profile' },
  { to: '/preferences', label: 'Preferences' },
  { to: '/wishlist', label: 'Wish List' },
  { to: '/subscriptions', label: 'Subscriptions' },
];

/** Content spec §5: the Logout entry appears only when enabled (a site setting; on in this shop). */
export const ACCOUNT_NAV_LOGOUT_ENABLED = true;

/** The entry a path belongs to: the order details page counts as Order History. */
export function activeAccountNavItem(pathname: string): AccountNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/order-details/')) return ACCOUNT_NAV.find((item) => item.to === '/orders');
  return ACCOUNT_NAV.find((item) => item.to === path);
}
