import { describe, expect, it } from 'vitest';
import { toProduct } from '~/models/product.ts';
import {
  addedOfLimitText,
  groupMaterials,
  isOutOfStock,
  materialGroupOf,
  maxAddable,
  perOrderLimitText,
} from '~/models/sales-materials.ts';

const material = (id: string, ats: number, attrs: Record<string, unknown> = {}) =>
  toProduct({
    id,
    name: `Material ${id}`,
    type: { item: true },
    price: 0,
    inventory: { ats, orderable: ats > 0 },
    ...attrs,
  });

describe('sales materials (content spec §3, §8)', () => {
  it('groups by collateral group, Other Sales Tools by default, in the fixed order', () => {
    expect(materialGroupOf('Seasonal Materials')).toBe('Seasonal Materials');
    expect(materialGroupOf(undefined)).toBe('Other Sales Tools');
    expect(materialGroupOf('Posters')).toBe('Other Sales Tools');
    const groups = groupMaterials(
      [
        material('a', 5),
        material('b', 5, { c_collateralGroup: 'All Year Materials' }),
        material('c', 5, { c_collateralGroup: 'Seasonal Materials' }),
        material('gone', 0, { c_collateralGroup: 'Seasonal Materials' }),
      ],
      new Map(),
    );
    expect(groups.map((group) => [group.group, group.materials.map((m) => m.id)])).toEqual([
      ['Seasonal Materials', ['c']],
      ['All Year Materials', ['b']],
      ['Other Sales Tools', ['a']],
    ]);
  });

  it('hides out-of-stock materials', () => {
    expect(isOutOfStock({ stock: 0, orderable: true })).toBe(true);
    expect(isOutOfStock({ stock: 3, orderable: false })).toBe(true);
    expect(isOutOfStock({ stock: 3, orderable: true })).toBe(false);
  });

  it('bounds the quantity by stock and by the per-order limit minus the bag', () => {
    expect(maxAddable(6, 2, 0)).toBe(2);
    expect(maxAddable(6, 50, 0)).toBe(6);
    expect(maxAddable(100, 50, 48)).toBe(2);
    expect(maxAddable(100, 2, 2)).toBe(0);
    expect(maxAddable(null, undefined, 0)).toBe(999);
    const [group] = groupMaterials([material('x', 6, { c_quantityLimit: 5 })], new Map([['x', 3]]));
    expect(group?.materials[0]).toMatchObject({ id: 'x', limit: 5, inBag: 3, maxAddable: 2 });
  });

  it('says the per-order limit and what the bag holds', () => {
    expect(perOrderLimitText(10)).toBe('Limit of 10 per order');
    expect(addedOfLimitText(3, 10)).toBe('3 of 10 added to cart');
  });
});
