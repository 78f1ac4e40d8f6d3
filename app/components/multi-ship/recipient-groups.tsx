import type { ReactNode } from 'react';
import type { BagLine } from '~/models/bag.ts';
import type { RecipientGroup } from '~/models/multi-ship.ts';

/** The bag of a multi-ship basket: one list per recipient ("Ship to {name}" and the address). */
export function RecipientGroups({
  groups,
  lines,
  renderLine,
}: {
  groups: readonly RecipientGroup[];
  lines: readonly BagLine[];
  renderLine: (line: BagLine) => ReactNode;
}) {
  return (
    <div className="space-y-6" data-testid="bag-lines">
      {groups.map((group) => {
        const own = lines.filter((line) => group.itemIds.includes(line.itemId));
        const titleId = `recipient-${group.shipmentId}`;
        return (
          <section
            key={group.shipmentId}
            aria-labelledby={titleId}
            className="rounded-lg bg-white px-5 pt-4 shadow-sm"
            data-testid="recipient-group"
          >
            <h3 id={titleId} className="text-lg font-bold">
              {group.title}
            </h3>
            {group.address ? <p className="text-sm break-words text-cocoa">{group.address}</p> : null}
            {own.length ? (
              <ul>{own.map((line) => renderLine(line))}</ul>
            ) : (
              <p className="py-4 text-sm">No items for this recipient yet.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
