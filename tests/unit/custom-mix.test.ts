import { describe, expect, it } from 'vitest';
import {
  BOX_OVERFILLED,
  boxContents,
  boxProgress,
  boxRules,
  builderHref,
  candyStockProblem,
  customMixValue,
  flavorLimitMessage,
  isBoxFull,
  keepRecentBoxes,
  parseCustomMix,
  QUANTITY_STEP_MESSAGE,
  setCandyQuantity,
  splitEvenly,
  startBox,
  stepCandyQuantity,
  stepNeeded,
  toggleCandy,
  type BoxChange,
  type BoxInProgress,
} from '~/models/custom-mix.ts';

const box = (candies: BoxInProgress['candies'] = []): BoxInProgress => ({
  ...startBox('chocolate', 'storage-1', '40101', '4010101', 0),
  categoryIds: ['creams'],
  candies,
});
const ok = (change: BoxChange): BoxInProgress => {
  if ('error' in change) throw new Error(change.error);
  return change.box;
};
const candy = (pid: string) => ({ pid, categoryId: 'creams' });

describe('box rules (catalog §5, §9)', () => {
  it('uses the product settings when it has them', () => {
    expect(
      boxRules({ code: 'POP', unitType: 'count', unitIncrement: 1, flavorLimit: 6, maxPiecesUnits: 30 }, 1),
    ).toEqual({
      capacity: 30,
      increment: 1,
      flavorLimit: 6,
      unitType: 'count',
    });
  });

  it('defaults to 100 units in steps of 5, or 30 for one category, and a default flavour limit', () => {
    expect(boxRules(undefined, 3)).toMatchObject({ capacity: 100, increment: 5, flavorLimit: 8 });
    expect(boxRules({ code: 'X' }, 1)).toMatchObject({ capacity: 30, increment: 5 });
  });

  it('never allows more flavours than the box has increments', () => {
    expect(boxRules({ code: 'X', maxPiecesUnits: 30, unitIncrement: 10, flavorLimit: 8 }, 3).flavorLimit).toBe(3);
  });
});

describe('the even split', () => {
  it('splits the capacity in steps of the increment, the remainder to the first flavours', () => {
    expect(splitEvenly(3, { capacity: 100, increment: 5 })).toEqual([35, 35, 30]);
    expect(splitEvenly(4, { capacity: 30, increment: 1 })).toEqual([8, 8, 7, 7]);
    expect(splitEvenly(1, { capacity: 100, increment: 5 })).toEqual([100]);
    expect(splitEvenly(0, { capacity: 100, increment: 5 })).toEqual([]);
  });

  it('always adds up to the capacity', () => {
    for (let count = 1; count <= 20; count++)
      expect(splitEvenly(count, { capacity: 100, increment: 5 }).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('selecting candies', () => {
  const rules = boxRules({ code: 'CHOC', unitIncrement: 5, flavorLimit: 3, maxPiecesUnits: 100 }, 3);

  it('toggles a candy and splits the box evenly again', () => {
    let current = ok(toggleCandy(box(), candy('a'), rules));
    expect(current.candies).toEqual([{ pid: 'a', qty: 100, categoryId: 'creams' }]);
    current = ok(toggleCandy(current, candy('b'), rules));
    current = ok(toggleCandy(current, candy('c'), rules));
    expect(current.candies.map((entry) => entry.qty)).toEqual([35, 35, 30]);
    current = ok(toggleCandy(current, candy('b'), rules));
    expect(current.candies).toEqual([
      { pid: 'a', qty: 50, categoryId: 'creams' },
      { pid: 'c', qty: 50, categoryId: 'creams' },
    ]);
  });

  it('refuses a flavour over the limit', () => {
    const full = box([
      { pid: 'a', qty: 35, categoryId: 'creams' },
      { pid: 'b', qty: 35, categoryId: 'creams' },
      { pid: 'c', qty: 30, categoryId: 'creams' },
    ]);
    expect(toggleCandy(full, candy('d'), rules)).toEqual({ error: flavorLimitMessage(3) });
  });
});

describe('quantities', () => {
  const rules = boxRules(undefined, 3);
  const two = box([
    { pid: 'a', qty: 50, categoryId: 'creams' },
    { pid: 'b', qty: 50, categoryId: 'creams' },
  ]);

  it('moves one increment and never below 0 or past the capacity', () => {
    expect(stepCandyQuantity(two, 'a', 1, rules)).toEqual({ error: BOX_OVERFILLED });
    const less = ok(stepCandyQuantity(two, 'a', -1, rules));
    expect(less.candies[0]!.qty).toBe(45);
    const none = ok(setCandyQuantity(two, 'a', 0, rules));
    expect(ok(stepCandyQuantity(none, 'a', -1, rules)).candies[0]!.qty).toBe(0);
  });

  it('takes only non-negative whole steps of the increment', () => {
    expect(setCandyQuantity(two, 'a', -5, rules)).toEqual({ error: QUANTITY_STEP_MESSAGE(5) });
    expect(setCandyQuantity(two, 'a', 42, rules)).toEqual({ error: QUANTITY_STEP_MESSAGE(5) });
    expect(setCandyQuantity(two, 'a', 55, rules)).toEqual({ error: BOX_OVERFILLED });
    expect(ok(setCandyQuantity(two, 'a', 40, rules)).candies[0]!.qty).toBe(40);
  });

  it('is full at 100 percent only, with the meter in words', () => {
    expect(isBoxFull(two, rules)).toBe(true);
    const lower = ok(setCandyQuantity(two, 'a', 45, rules));
    expect(isBoxFull(lower, rules)).toBe(false);
    expect(boxProgress(lower, rules)).toMatchObject({ percent: 95, full: false, text: 'Your box is 95% full.' });
    expect(boxProgress(two, rules).text).toBe('Your box is full.');
    expect(
      boxProgress(box([{ pid: 'a', qty: 12, categoryId: 'pops' }]), { capacity: 30, unitType: 'count' }).text,
    ).toBe('Your box is 40% full (12 of 30 pieces).');
  });
});

describe('the line value (checkout §3 c_customMix)', () => {
  it('is a box list of pid, qty and categoryId, without empty flavours', () => {
    const value = customMixValue(
      box([
        { pid: '40201', qty: 60, categoryId: 'mix-caramels-chews' },
        { pid: '40203', qty: 0, categoryId: 'mix-creams' },
        { pid: '40207', qty: 40, categoryId: 'mix-creams' },
      ]),
    );
    expect(JSON.parse(value)).toEqual({
      box: [
        { pid: '40201', qty: 60, categoryId: 'mix-caramels-chews' },
        { pid: '40207', qty: 40, categoryId: 'mix-creams' },
      ],
    });
    expect(parseCustomMix(value)).toHaveLength(2);
  });

  it('reads back only a valid value', () => {
    expect(parseCustomMix(undefined)).toBeNull();
    expect(parseCustomMix('{not json')).toBeNull();
    expect(parseCustomMix(JSON.stringify({ box: [{ pid: 'a', qty: -1, categoryId: 'c' }] }))).toBeNull();
    expect(
      boxContents(JSON.stringify({ box: [{ pid: '40201', qty: 5, categoryId: 'c' }] }), (pid) =>
        pid === '40201' ? 'Caramel' : undefined,
      ),
    ).toEqual([{ pid: '40201', name: 'Caramel', qty: 5 }]);
  });
});

describe('stock, steps and storage', () => {
  it('refuses a box with a candy out of stock', () => {
    const lines = [{ pid: 'a', qty: 10, categoryId: 'c' }];
    expect(candyStockProblem(lines, new Map([['a', { name: 'Mint', orderable: false, stock: 0 }]]), 1, 'percent')).toBe(
      'Sorry, Mint is out of stock. Please choose another flavour.',
    );
    expect(
      candyStockProblem(lines, new Map([['a', { name: 'Mint', orderable: true, stock: 3 }]]), 1, 'percent'),
    ).toBeNull();
    // Counted pieces: the box quantity times the count must be in stock.
    expect(candyStockProblem(lines, new Map([['a', { name: 'Pop', orderable: true, stock: 15 }]]), 2, 'count')).toMatch(
      /Pop is out of stock/,
    );
  });

  it('sends a step asked for too early to the step the box needs', () => {
    expect(stepNeeded(null, 'base')).toBeNull();
    expect(stepNeeded(null, 'select-candies')).toBe('base');
    expect(stepNeeded({ ...box(), categoryIds: [] }, 'select-candies')).toBe('select-item');
    expect(stepNeeded(box(), 'review-box')).toBe('select-candies');
    expect(stepNeeded(box([{ pid: 'a', qty: 100, categoryId: 'c' }]), 'review-box')).toBeNull();
  });

  it('keeps the most recently changed boxes', () => {
    const boxes = Object.fromEntries([1, 2, 3].map((n) => [`s${n}`, { ...box(), storageId: `s${n}`, updatedAt: n }]));
    expect(Object.keys(keepRecentBoxes(boxes, 2)).sort()).toEqual(['s2', 's3']);
  });

  it('opens the builder of the box', () => {
    expect(builderHref({ id: '40101', customMix: { code: 'CHOC' } })).toBe('/build-a-box?piece=40101');
    expect(builderHref({ id: '40102', customMix: { code: 'POP' } })).toBe('/lollipops/build-a-box?piece=40102');
  });
});
