import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import type { loader as rootLoader } from '~/root.tsx';

export const meta: Route.MetaFunction = () => [
  { title: 'Sweet Shop | Handmade Chocolates, Lollipops & Candy Gifts' },
  { name: 'description', content: 'Handmade boxed chocolates, lollipops, custom candy mixes and gift cards, shipped across the US and Canada or ready to pick up in our shops.' },
];

/** The home page: a welcome and the shop's departments, from the category tree the shell already holds. */
export default function Home() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  const departments = data?.shell.menu ?? [];
  return (
    <>
      <section aria-labelledby="home-title" className="rounded-2xl bg-chocolate px-6 py-12 text-cream md:px-12">
        <h1 id="home-title" className="text-4xl font-bold md:text-5xl">
          Handmade sweets, since always.
        </h1>
        <p className="mt-4 max-w-2xl text-lg">Boxed chocolates, swirl lollipops and custom candy mixes — shipped fresh or ready to pick up in a shop near you.</p>
      </section>
      {departments.length ? (
        <section aria-labelledby="departments-title" className="mt-10">
          <h2 id="departments-title" className="mb-4 text-2xl font-bold">
            Shop by Department
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {departments.map((department) => (
              <li key={department.id}>
                <Link to={department.href} className="block rounded-xl bg-white p-6 text-lg font-semibold shadow-sm hover:shadow-md" style={department.color ? { color: department.color } : undefined}>
                  {department.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
