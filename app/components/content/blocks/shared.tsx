import type { ReactNode } from 'react';
import type { ECatalog } from '~/models/e-catalog.ts';
import type { Product } from '~/models/product.ts';
import type { PlaceholderForms } from '~/services/placeholder-forms.server.ts';

/** What blocks need beyond their own data: the products they show, the time the page was made, the frames allowed. */
export interface BlockEnvironment {
  products: Record<string, Product>;
  renderedAt: number;
  frameOrigins: readonly string[];
  /** The e-catalogs custom HTML names (models/e-catalog.ts), by id. */
  eCatalogs?: Record<string, ECatalog>;
  /** What the placeholder blocks' service forms need (services/placeholder-forms.server.ts). */
  forms?: PlaceholderForms;
}

/** A block's section, under its title when it has one. */
export function Titled({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="my-10">
      {title ? <h2 className="mb-4 font-display text-2xl font-bold">{title}</h2> : null}
      {children}
    </section>
  );
}
