import { Form, Link, useLocation } from 'react-router';
import { ACCOUNT_NAV, ACCOUNT_NAV_LOGOUT_ENABLED, activeAccountNavItem } from '~/models/account-nav.ts';

const itemClass = (active: boolean) =>
  `block rounded px-3 py-2 font-semibold underline-offset-4 hover:underline ${active ? 'bg-cream-dark text-chocolate' : 'text-chocolate'}`;

function NavItems() {
  const { pathname } = useLocation();
  const active = activeAccountNavItem(pathname);
  return (
    <ul className="space-y-1">
      {ACCOUNT_NAV.map((item) => (
        <li key={item.to}>
          {/* A Link, not a NavLink: the order details page is Order History's too (activeAccountNavItem). */}
          <Link to={item.to} className={itemClass(item === active)} aria-current={item === active ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
      {ACCOUNT_NAV_LOGOUT_ENABLED ? (
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className={`${itemClass(false)} w-full text-left`}>
              Logout
            </button>
          </Form>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The account side navigation (content spec §5): a list on desktop, an accordion on mobile that is a
 * native <details>, so it opens and closes without JavaScript. One list (models/account-nav.ts).
 */
export function AccountNav() {
  const { pathname } = useLocation();
  const active = activeAccountNavItem(pathname);
  return (
    <nav aria-label="My account" className="min-w-0">
      <details className="rounded-lg bg-white shadow-sm md:hidden">
        <summary className="cursor-pointer px-4 py-3 text-lg font-bold">
          My Account{active ? <span className="font-normal">: {active.label}</span> : null}
        </summary>
        <div className="px-2 pb-3">
          <NavItems />
        </div>
      </details>
      <div className="hidden rounded-lg bg-white p-3 shadow-sm md:block">
        <p className="mb-2 px-3 text-lg font-bold">My Account</p>
        <NavItems />
      </div>
    </nav>
  );
}
