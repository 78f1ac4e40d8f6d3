import { Form, NavLink, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root.tsx';
import type { SideNavigation as SideNavigationData } from '~/models/content-blocks.ts';

/**
 * The side navigation of help and company pages (spec §2): an accordion on mobile (`<details>`, no
 * JS needed), a list on desktop. Logout appears only when the content enables it, for a signed-in
 * shopper, as the same form post as the account page's.
 */
export function SideNavigation({ navigation }: { navigation: SideNavigationData }) {
  const signedIn = useRouteLoaderData<typeof rootLoader>('root')?.shell.isRegistered ?? false;
  const items = (
    <ul className="flex flex-col">
      {navigation.items.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            end
            className={({ isActive }) =>
              `block rounded px-3 py-2 hover:bg-cream-dark ${isActive ? 'font-semibold text-candy-dark' : ''}`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
      {navigation.showLogout && signedIn ? (
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className="block w-full rounded px-3 py-2 text-left hover:bg-cream-dark">
              Logout
            </button>
          </Form>
        </li>
      ) : null}
    </ul>
  );
  return (
    <nav aria-label={navigation.title} className="md:w-56 md:shrink-0">
      <details className="rounded-xl border border-cream-dark bg-white md:hidden">
        <summary className="cursor-pointer px-4 py-3 font-semibold">{navigation.title}</summary>
        <div className="px-1 pb-2">{items}</div>
      </details>
      <div className="hidden md:block">
        <h2 className="mb-2 px-3 font-display text-lg font-bold">{navigation.title}</h2>
        {items}
      </div>
    </nav>
  );
}
