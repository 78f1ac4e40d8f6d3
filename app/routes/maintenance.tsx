import { data } from 'react-router';
import type { Route } from './+types/maintenance';
import { MaintenanceFooter, MaintenanceHeader } from '~/components/layout/maintenance-shell.tsx';
import type { ShellHandle } from '~/components/layout/shell-handle.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Site Under Maintenance | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** Only the parts of the page shell that work while the backend is away (app/root.tsx). */
export const handle: ShellHandle = { shell: { kind: 'offline', Header: MaintenanceHeader, Footer: MaintenanceFooter } };

/** Not shown in the spec: how long to tell clients to wait before trying again. */
const RETRY_AFTER_SECONDS = 300;

export function loader() {
  return data(null, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return {
    'Retry-After': loaderHeaders.get('Retry-After') ?? String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  };
}

export default function Maintenance() {
  return (
    <section aria-labelledby="maintenance-title" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="maintenance-title" className="text-4xl font-bold">
        Site Under Maintenance
      </h1>
      <p className="mt-4 text-lg">
        We are making things even sweeter. The shop will be back shortly — please try again in a few minutes.
      </p>
      <p className="mt-8">
        <a href="/" className="font-semibold underline">
          Try again
        </a>
      </p>
    </section>
  );
}
