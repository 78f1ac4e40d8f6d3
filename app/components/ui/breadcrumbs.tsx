import { Link } from 'react-router';

export interface Crumb {
  name: string;
  href?: string;
}

/**
 * Spec: breadcrumbs always start with Home; the last crumb is the current page and not a link. On phones the trail
 * stays on one line and scrolls sideways inside itself (the page never does), rather than wrapping onto three.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const all: Crumb[] = [{ name: 'Home', href: '/' }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex items-center gap-1 text-cocoa max-md:overflow-x-auto max-md:whitespace-nowrap max-md:[scrollbar-width:none] md:flex-wrap">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.name}`} className="flex shrink-0 items-center gap-1">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {last || !crumb.href ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-semibold text-chocolate' : undefined}
                >
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.href} className="inline-flex min-h-tap items-center underline-offset-4 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
