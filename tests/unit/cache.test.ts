import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOG_CACHE_TTL_SECONDS,
  CATALOG_STALE_IF_ERROR_SECONDS,
  CATALOG_STALE_RETRY_SECONDS,
} from '~/models/catalog-constants.ts';
import {
  cached,
  cacheSize,
  CACHE_MAX_ENTRIES,
  catalogGeneration,
  catalogTtlSetting,
  clearCatalogCache,
} from '~/services/cache.server.ts';
import { SiteMaintenance } from '~/services/commerce-errors.server.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('catalog cache', () => {
  it('takes its TTL from CATALOG_CACHE_TTL_SECONDS when that is a positive number of seconds', () => {
    expect(catalogTtlSetting('2')).toBe(2);
    expect(catalogTtlSetting('0.5')).toBe(0.5);
    for (const value of [undefined, '', ' ', '0', '-5', 'ten', 'Infinity'])
      expect(catalogTtlSetting(value)).toBe(CATALOG_CACHE_TTL_SECONDS);
  });

  it('makes one load for concurrent requests of a key and reuses it within the TTL', async () => {
    const load = vi.fn(async () => 'menu');
    const answers = await Promise.all([
      cached('single-flight', 60, load),
      cached('single-flight', 60, load),
      cached('single-flight', 60, load),
    ]);
    expect(answers).toEqual(['menu', 'menu', 'menu']);
    expect(await cached('single-flight', 60, load)).toBe('menu');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets every answer when cleared, and counts the clearing for the rendered-page cache', async () => {
    const load = vi.fn(async () => 'menu');
    await cached('cleared', 60, load);
    const generation = catalogGeneration();
    clearCatalogCache();
    expect(catalogGeneration()).toBe(generation + 1);
    expect(cacheSize()).toBe(0);
    await cached('cleared', 60, load);
    expect(load).toHaveBeenCalledTimes(2);
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

  it('keeps an answer read lately through a flood of new keys: the least recently used go, not the first stored', async () => {
    clearCatalogCache();
    await cached('menu', 60, async () => 'menu');
    for (let index = 1; index < CACHE_MAX_ENTRIES; index++) await cached(`flood:${index}`, 60, async () => index);
    expect(await cached('menu', 60, async () => 'reloaded')).toBe('menu');
    for (let index = 0; index < 10; index++) await cached(`flood:more:${index}`, 60, async () => index);
    expect(cacheSize()).toBe(CACHE_MAX_ENTRIES);
    expect(await cached('menu', 60, async () => 'reloaded')).toBe('menu');
    expect(await cached('flood:1', 60, async () => -1)).toBe(-1);
  });
});

describe('catalog cache, stale if error', () => {
  const ttl = 60;
  const down = () => Promise.reject(new Error('connect ECONNREFUSED'));

  it('serves the last good answer when the reload of an expired entry fails, and asks again only after the retry pause', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await cached('stale:menu', ttl, async () => 'good');
    vi.advanceTimersByTime(ttl * 1000 + 1);
    const failing = vi.fn(down);
    expect(await cached('stale:menu', ttl, failing)).toBe('good');
    expect(await cached('stale:menu', ttl, failing)).toBe('good');
    expect(failing, 'not asked again within the retry pause').toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CATALOG_STALE_RETRY_SECONDS * 1000 + 1);
    expect(await cached('stale:menu', ttl, failing)).toBe('good');
    expect(failing).toHaveBeenCalledTimes(2);
    // Back up: the fresh answer replaces the stale one.
    vi.advanceTimersByTime(CATALOG_STALE_RETRY_SECONDS * 1000 + 1);
    expect(await cached('stale:menu', ttl, async () => 'fresh')).toBe('fresh');
    expect(await cached('stale:menu', ttl, failing)).toBe('fresh');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("serving the last good 'stale' answer"));
  });

  it('does not serve an answer older than the stale limit, nor invent one that never loaded', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await cached('stale:old', ttl, async () => 'good');
    vi.advanceTimersByTime((ttl + CATALOG_STALE_IF_ERROR_SECONDS) * 1000 + 1);
    await expect(cached('stale:old', ttl, down)).rejects.toThrow('ECONNREFUSED');
    await expect(cached('stale:never', ttl, down)).rejects.toThrow('ECONNREFUSED');
  });

  it('passes "Site Under Maintenance" on instead of hiding it', async () => {
    vi.useFakeTimers();
    await cached('stale:maintenance', ttl, async () => 'good');
    vi.advanceTimersByTime(ttl * 1000 + 1);
    await expect(cached('stale:maintenance', ttl, () => Promise.reject(new SiteMaintenance()))).rejects.toBeInstanceOf(
      SiteMaintenance,
    );
  });

  it('shares one failed reload among concurrent requests, each getting the stale answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await cached('stale:burst', ttl, async () => 'good');
    vi.advanceTimersByTime(ttl * 1000 + 1);
    const failing = vi.fn(down);
    expect(
      await Promise.all([
        cached('stale:burst', ttl, failing),
        cached('stale:burst', ttl, failing),
        cached('stale:burst', ttl, failing),
      ]),
    ).toEqual(['good', 'good', 'good']);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
