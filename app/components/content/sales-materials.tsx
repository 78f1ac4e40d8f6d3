import { useState, type FormEvent } from 'react';
import { AddToBagForm } from '~/components/product/add-to-bag-form.tsx';
import {
  addedOfLimitText,
  perOrderLimitText,
  type MaterialGroupView,
  type MaterialView,
} from '~/models/sales-materials.ts';

/**
 * The sales materials (delivery key `materials-sales-tools`) by group, each with its PDF and an add to
 * bag bounded by stock and the per-order limit. On /sales-materials and inside any content page: two columns where
 * the list itself has room (a container query), one in the service-form column.
 */
export function SalesMaterialsList({ groups, error }: { groups: MaterialGroupView[]; error?: string | null }) {
  return (
    <div className="@container space-y-8" data-placeholder="materials-sales-tools">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-700 p-4 text-red-800">
          {error}
        </p>
      ) : null}
      {groups.map(({ group, materials }) => (
        <section key={group} aria-label={group} data-group={group}>
          <h2 className="mb-3 font-display text-2xl font-bold">{group}</h2>
          <ul className="grid gap-4 @3xl:grid-cols-2">
            {materials.map((material) => (
              <Material key={material.id} material={material} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Material({ material }: { material: MaterialView }) {
  // Spec §4 "Material product": a quantity beyond what may still be added shows the limit notice before any post
  // (the field's max keeps the browser from sending it; the server refuses it too).
  const [chosen, setChosen] = useState(0);
  const onInput = (event: FormEvent<HTMLLIElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'quantity') setChosen(Number(target.value));
  };
  const overLimit = material.limit !== undefined && chosen > material.maxAddable;
  return (
    <li
      className="flex gap-4 rounded-xl border border-cream-dark bg-white p-4"
      data-material={material.id}
      onInput={onInput}
    >
      {material.image ? (
        <img
          src={material.image.src}
          alt={material.image.alt}
          width={96}
          height={96}
          className="h-24 w-24 shrink-0 object-contain"
          loading="lazy"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-2">
        <h3 className="font-semibold">{material.name}</h3>
        {material.description ? <p className="text-sm">{material.description}</p> : null}
        {material.limit !== undefined ? (
          <p className="text-sm">
            <span data-limit>{perOrderLimitText(material.limit)}</span>
            {material.inBag > 0 ? (
              <>
                {' · '}
                <span data-in-bag>{addedOfLimitText(material.inBag, material.limit)}</span>
              </>
            ) : null}
          </p>
        ) : null}
        {material.pdfUrl ? (
          <a
            className="text-sm font-semibold underline"
            href={material.pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            View PDF<span className="sr-only"> of {material.name} (opens in a new tab)</span>
          </a>
        ) : null}
        {material.maxAddable > 0 ? (
          <AddToBagForm
            productId={material.id}
            productName={material.name}
            quantityField
            maxQuantity={material.maxAddable}
          />
        ) : null}
        <p aria-live="polite" className="text-sm font-semibold text-candy-dark" data-limit-notice>
          {overLimit && material.limit !== undefined
            ? material.inBag > 0
              ? addedOfLimitText(material.inBag, material.limit)
              : perOrderLimitText(material.limit)
            : null}
        </p>
      </div>
    </li>
  );
}
