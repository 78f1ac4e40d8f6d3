import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, cacheSize, CACHE_MAX_ENTRIES } from '~/services/cache.server.ts';

afterEach(() => vi.useRealTimers());

describe('catalog cache', () => {
  it('makes one load for concurrent requests of a key and reuses it within the TTL', async () => {
    const load = vi.fn(async () => 'menu');
    const answers = await Promise.all([cached('single-flight', 60, load), cached('single-flight', 60, load), cached('single-flight', 60, load)]);
    expect(answers).toEqual(['menu', 'menu', 'menu']);
    expect(await cached('single-flight', 60, load)).toBe('menu');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the TTL has passed', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Date.now());
    await cached('ttl', 1, load);
    vi.advanceTimersByTime(1001);
    await cached('ttl', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    await expect(cached('failing', 60, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('failing', 60, async () => 'up')).toBe('up');
  });

  it('stays bounded however many different keys shoppers cause, dropping the oldest', async () => {
    for (let index = 0; index < CACHE_MAX_ENTRIES + 50; index++) await cached(`search:${index}`, 60, async () => index);
    expect(cacheSize()).toBeLessThanOrEqual(CACHE_MAX_ENTRIES);
    const reload = vi.fn(async () => -1);
    expect(await cached(`search:${CACHE_MAX_ENTRIES + 49}`, 60, reload)).toBe(CACHE_MAX_ENTRIES + 49);
    expect(await cached('search:0', 60, reload)).toBe(-1);
  });
});
