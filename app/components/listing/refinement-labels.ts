import { useRouteLoaderData } from 'react-router';
import type { MenuItem } from '~/models/navigation.ts';
import type { loader as rootLoader } from '~/root.tsx';
import type { Refinement } from '~/models/listing.ts';

/** Attribute names when the search result does not say (a selected value the engine no longer lists). */
const ATTRIBUTE_LABELS: Record<string, string> = {
  cgid: 'Category',
  price: 'Price',
  c_isSale: 'Sale',
  c_isNew: 'New',
  c_size: 'Size',
  brand: 'Brand',
};

function categoryNames(menu: MenuItem[], names = new Map<string, string>()): Map<string, string> {
  for (const item of menu) {
    names.set(item.id, item.name);
    categoryNames(item.children, names);
  }
  return names;
}

/**
 * Labels for selected refinements: the engine's label when the result lists the value, else the
 * menu's category name (a chosen category is not among its own subcategories), else the raw value.
 */
export function useRefinementLabels(refinements: Refinement[]) {
  const menu = useRouteLoaderData<typeof rootLoader>('root')?.shell.menu ?? [];
  const byAttribute = new Map(refinements.map((refinement) => [refinement.attributeId, refinement]));
  let categories: Map<string, string> | undefined;
  return {
    attribute(attributeId: string): string {
      return byAttribute.get(attributeId)?.label ?? ATTRIBUTE_LABELS[attributeId] ?? attributeId;
    },
    value(attributeId: string, value: string): string {
      const listed = byAttribute.get(attributeId)?.values.find((entry) => entry.value === value)?.label;
      if (listed) return listed;
      if (attributeId === 'cgid') {
        categories ??= categoryNames(menu);
        return categories.get(value) ?? value;
      }
      if (value === 'true' && (attributeId === 'c_isSale' || attributeId === 'c_isNew'))
        return attributeId === 'c_isSale' ? 'On Sale' : 'New Arrivals';
      return value;
    },
  };
}
