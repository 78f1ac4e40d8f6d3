import { Link } from 'react-router';

export interface Crumb {
  name: string;
  href?: string;
}

/** Spec: breadcrumbs always start with Home; the last crumb is the current page and not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const all: Crumb[] = [{ name: 'Home', href: '/' }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-cocoa">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.name}`} className="flex items-center gap-1">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-semibold text-chocolate' : undefined}>
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
