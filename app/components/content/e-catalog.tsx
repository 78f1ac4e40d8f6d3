import { CatalogRequestLink } from '~/components/forms/catalog-request-sheet.tsx';
import { buttonClasses } from '~/components/ui/button.tsx';
import type { ECatalog } from '~/models/e-catalog.ts';

/**
 * The custom HTML block's e-catalog viewer (models/e-catalog.ts): the digital catalog's cover, title and
 * text, its PDF to download and a link to request the printed catalog (the "Subscribe for Free" sheet
 * with JavaScript). Plain links without it.
 */
export function ECatalogViewer({ catalog }: { catalog: ECatalog }) {
  return (
    <section
      data-component="e-catalog"
      data-catalog={catalog.id}
      aria-labelledby={`e-catalog-${catalog.id}`}
      className="my-4 grid gap-4 rounded-lg border border-cocoa/30 bg-white p-4 sm:grid-cols-[minmax(0,220px)_1fr] sm:items-center"
    >
      {catalog.cover ? (
        <img
          src={catalog.cover.src}
          alt={catalog.cover.alt}
          width={catalog.cover.width}
          height={catalog.cover.height}
          loading="lazy"
          className="h-auto w-full max-w-[220px] rounded shadow"
        />
      ) : null}
      <div className="min-w-0">
        <h2 id={`e-catalog-${catalog.id}`} className="font-display text-xl font-bold">
          {catalog.title}
        </h2>
        {catalog.text ? <p className="mt-2">{catalog.text}</p> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={catalog.downloadHref}
            rel="noopener noreferrer"
            target="_blank"
            className={buttonClasses({}, 'no-underline')}
          >
            {catalog.downloadLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <CatalogRequestLink kind="postal" className={buttonClasses({ variant: 'secondary' }, 'no-underline')}>
            Request a printed catalog
          </CatalogRequestLink>
        </div>
      </div>
    </section>
  );
}
