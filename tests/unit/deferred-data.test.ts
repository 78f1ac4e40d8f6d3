import { describe, expect, it } from 'vitest';
import { holdsDeferredData } from '~/models/deferred-data.ts';

describe('holdsDeferredData', () => {
  it('is false when every route’s data is plain values', () => {
    expect(
      holdsDeferredData({ root: { shell: { locale: 'en-US' }, wished: [] }, 'routes/cart': { bag: { lines: [] } } }),
    ).toBe(false);
  });

  it('is false without loader data, or with routes that have none', () => {
    expect(holdsDeferredData({})).toBe(false);
    expect(holdsDeferredData({ root: null, 'routes/home': undefined, 'routes/robots': 'User-agent: *' })).toBe(false);
  });

  it('is true when a route’s data holds a promise among its values (a carousel not ready in time)', () => {
    const pending = new Promise<never>(() => {});
    expect(
      holdsDeferredData({ root: { shell: {} }, 'routes/product': { view: {}, alsoLove: pending, recentlyViewed: [] } }),
    ).toBe(true);
  });

  it('counts any thenable, not only native promises', () => {
    const thenable = { then: () => undefined };
    expect(holdsDeferredData({ 'routes/product': { alsoLove: thenable } })).toBe(true);
  });

  it('looks at a route’s own values only, where loaders put deferred data', () => {
    expect(holdsDeferredData({ 'routes/product': { view: { nested: Promise.resolve(1) } } })).toBe(false);
  });
});
