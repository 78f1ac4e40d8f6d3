import { SiteLogo } from '~/components/layout/site-logo.tsx';
import { CustomerServicePhone } from '~/components/layout/customer-service-phone.tsx';

/**
 * The header and footer of the maintenance page: nothing there can reach the backend, so no menu,
 * search, bag, account or sign-up form; the logo (home, which is also "try again") and help by phone.
 */
export function MaintenanceHeader() {
  return (
    <header className="border-b border-cream-dark bg-white">
      <div className="mx-auto flex max-w-header justify-center px-4 py-3">
        <SiteLogo />
      </div>
    </header>
  );
}

export function MaintenanceFooter({ year }: { year: number }) {
  return (
    <footer className="surface-dark text-sm">
      <div className="mx-auto flex max-w-header flex-col items-center gap-2 px-4 py-6 text-center md:flex-row md:justify-between md:text-left">
        <p>© {year} Sweet Shop. All rights reserved.</p>
        <p>
          <CustomerServicePhone linkClassName="underline-offset-4 hover:underline" />
        </p>
      </div>
    </footer>
  );
}
