import { afterEach, describe, expect, it } from 'vitest';
import type { SessionStore } from '~/services/session-store.server.ts';
import { STORE_CASES } from './stores.ts';

describe.each(STORE_CASES)('$name', ({ create }) => {
  let store: SessionStore;
  afterEach(async () => {
    await store?.close();
  });

  it('keeps a value until it is removed', async () => {
    store = create();
    await store.write('a', '{"x":1}', 60);
    expect(await store.read('a')).toBe('{"x":1}');
    await store.write('a', '{"x":2}', 60);
    expect(await store.read('a')).toBe('{"x":2}');
    await store.remove('a');
    expect(await store.read('a')).toBeNull();
    expect(await store.read('never-written')).toBeNull();
  });

  it('forgets a value after its time to live', async () => {
    store = create();
    await store.write('short', 'v', 1);
    expect(await store.read('short')).toBe('v');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await store.read('short')).toBeNull();
  });

  it('runs the holders of one session lock one after the other, other sessions in parallel', async () => {
    store = create();
    const events: string[] = [];
    const hold = (id: string, name: string, ms: number) =>
      store.withLock(id, async () => {
        events.push(`${name}:in`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        events.push(`${name}:out`);
        return name;
      });
    const results = await Promise.all([hold('s1', 'first', 60), hold('s1', 'second', 10), hold('s2', 'other', 10)]);
    expect(results).toEqual(['first', 'second', 'other']);
    expect(events.indexOf('first:out')).toBeLessThan(events.indexOf('second:in'));
    expect(events.indexOf('other:in')).toBeLessThan(events.indexOf('first:out'));
  });

  it('releases the lock when the holder fails', async () => {
    store = create();
    await expect(store.withLock('s', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(store.withLock('s', async () => 'next')).resolves.toBe('next');
  });
});
