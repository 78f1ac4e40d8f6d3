import type { BoxContent } from '~/models/custom-mix.ts';

/** A custom-mix box's candies under its line (bag, checkout, confirmation). */
export function BoxContents({ contents }: { contents: BoxContent[] }) {
  return (
    <details className="text-sm" data-testid="box-contents" open>
      <summary className="cursor-pointer font-semibold">In this box ({contents.length} flavours)</summary>
      <ul className="mt-1 list-disc ps-5">
        {contents.map((entry) => (
          <li key={entry.pid}>
            {entry.name} × {entry.qty}
          </li>
        ))}
      </ul>
    </details>
  );
}
