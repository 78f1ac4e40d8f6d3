import { describe, expect, it } from 'vitest';
import {
  checkInventory,
  inventoryBatches,
  quantityUpdatedMessage,
  stockFromInventoryReply,
} from '~/models/inventory-check.ts';

const stock = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('checkInventory (checkout spec §4)', () => {
  it('leaves a bag within stock alone', () => {
    const result = checkInventory([{ itemId: 'a', productId: 'p1', quantity: 3 }], stock({ p1: 3 }));
    expect(result).toEqual({ changes: [], exceptions: [], messages: [] });
  });

  it('sets a single line to the available amount with the spec message', () => {
    const result = checkInventory([{ itemId: 'a', productId: '1010104', quantity: 5 }], stock({ '1010104': 3 }));
    expect(result.changes).toEqual([{ itemId: 'a', productId: '1010104', from: 5, to: 3 }]);
    expect(result.exceptions).toEqual(['1010104']);
    expect(result.messages).toEqual(['Quantity updated from 5 to 3']);
  });

  it('redistributes across the lines of one product: the first keep theirs, later ones give way', () => {
    const result = checkInventory(
      [
        { itemId: 'a', productId: 'p1', quantity: 2 },
        { itemId: 'b', productId: 'p2', quantity: 9 },
        { itemId: 'c', productId: 'p1', quantity: 2 },
        { itemId: 'd', productId: 'p1', quantity: 1 },
      ],
      stock({ p1: 3, p2: 20 }),
    );
    expect(result.changes).toEqual([
      { itemId: 'c', productId: 'p1', from: 2, to: 1 },
      { itemId: 'd', productId: 'p1', from: 1, to: 0 },
    ]);
    expect(result.messages).toEqual(['Quantity updated from 2 to 1', 'Quantity updated from 1 to 0']);
    expect(result.exceptions).toEqual(['p1']);
  });

  it('records an out-of-stock product without changing its lines', () => {
    const result = checkInventory([{ itemId: 'a', productId: 'p1', quantity: 2 }], stock({ p1: 0 }));
    expect(result.changes).toEqual([]);
    expect(result.exceptions).toEqual(['p1']);
  });

  it('skips products whose stock is unknown', () => {
    expect(checkInventory([{ itemId: 'a', productId: 'p1', quantity: 2 }], stock({})).changes).toEqual([]);
  });

  it('floors fractional stock', () => {
    expect(checkInventory([{ itemId: 'a', productId: 'p1', quantity: 4 }], stock({ p1: 2.5 })).changes[0]?.to).toBe(2);
  });

  it('formats the message', () => {
    expect(quantityUpdatedMessage(10, 4)).toBe('Quantity updated from 10 to 4');
  });
});

describe('inventory requests (spec §7, §9)', () => {
  it('asks for at most 10 products per request, each product once', () => {
    const ids = Array.from({ length: 23 }, (_, index) => `p${index}`);
    const batches = inventoryBatches([...ids, 'p0', '']);
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(batches.flat()).toEqual(ids);
  });

  it('reads ats per product', () => {
    expect(stockFromInventoryReply({ a: { ats: 3, orderable: true }, b: { ats: 0 }, c: { orderable: true } })).toEqual(
      new Map([
        ['a', 3],
        ['b', 0],
      ]),
    );
  });

  it('throws on a reply with error, title or type', () => {
    expect(() => stockFromInventoryReply({ title: 'Bad Request', type: 'x' })).toThrow();
    expect(() => stockFromInventoryReply({ error: true })).toThrow();
    expect(() => stockFromInventoryReply(null)).toThrow();
    expect(() => stockFromInventoryReply([])).toThrow();
  });
});
