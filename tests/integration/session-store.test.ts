import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySessionStore, type SessionStore } from '~/services/session-store.server.ts';
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

describe.each(STORE_CASES)('the customer session index on the $name', ({ create }) => {
  let store: SessionStore;
  afterEach(async () => {
    await store?.close();
  });

  it('ends every session of a customer but the one kept, and only theirs', async () => {
    store = create();
    for (const id of ['ava-1', 'ava-2', 'ava-3', 'noah-1']) await store.write(id, `{"id":"${id}"}`, 60);
    for (const id of ['ava-1', 'ava-2', 'ava-3']) await store.linkCustomer('ava', id, 60);
    await store.linkCustomer('noah', 'noah-1', 60);

    expect((await store.endCustomerSessions('ava', 'ava-2')).sort()).toEqual(['ava-1', 'ava-3']);
    expect(await store.read('ava-1')).toBeNull();
    expect(await store.read('ava-3')).toBeNull();
    expect(await store.read('ava-2')).toBe('{"id":"ava-2"}');
    expect(await store.read('noah-1')).toBe('{"id":"noah-1"}');

    expect(await store.endCustomerSessions('ava')).toEqual(['ava-2']);
    expect(await store.read('ava-2')).toBeNull();
    expect(await store.endCustomerSessions('ava')).toEqual([]);
    expect(await store.endCustomerSessions('nobody')).toEqual([]);
  });
});

describe('the embedded store at its ceiling', () => {
  let store: SessionStore;
  afterEach(async () => {
    await store?.close();
  });

  it('drops an expired session before a live one, and the least recently used live one before a busier one', async () => {
    let time = 1_000_000;
    store = createMemorySessionStore({ now: () => time, maxSessions: 3 });
    await store.write('idle', 'a', 3600);
    await store.write('short', 'b', 10);
    await store.write('busy', 'c', 3600);
    time += 11_000; // 'short' has expired (not swept yet); 'idle' is the least recently used
    await store.write('new-1', 'd', 3600);
    expect(await store.read('idle')).toBe('a');
    expect(await store.read('short')).toBeNull();

    // Least recently used now: 'busy', then 'new-1'; using 'busy' leaves 'new-1' to go.
    await store.read('busy');
    await store.write('new-2', 'e', 3600);
    expect(await store.read('new-1')).toBeNull();
    expect(await store.read('idle')).toBe('a');
    expect(await store.read('busy')).toBe('c');
    expect(await store.read('new-2')).toBe('e');
  });

  it('a flood of sessions that keep coming back cannot push out the sessions of new visitors', async () => {
    let time = 1_000_000;
    store = createMemorySessionStore({ now: () => time, maxSessions: 100 });
    // The flood: sessions of the visitors' own class that come back every minute, so they are always the busier ones.
    const flood = Array.from({ length: 100 }, (_, i) => `flood-${i}`);
    for (const id of flood) await store.write(id, 'f', 3600, { tier: 'basket' });
    const comeBack = async () => {
      for (const id of flood) await store.read(id);
    };
    for (let minute = 0; minute < 11; minute++) {
      time += 60_000;
      await comeBack();
    }

    const visitors = Array.from({ length: 10 }, (_, i) => `visitor-${i}`);
    for (const id of visitors) await store.write(id, 'v', 3600, { tier: 'basket' });
    // The flood comes back again (the visitors are now the least recently used) and adds new sessions.
    time += 60_000;
    await comeBack();
    for (let i = 0; i < 10; i++) await store.write(`flood-new-${i}`, 'f', 3600, { tier: 'basket' });

    for (const id of visitors) expect(await store.read(id)).toBe('v');
    // What went: the flood's oldest sessions, never a young one.
    expect(await store.read('flood-0')).toBeNull();
    expect(await store.read('flood-new-9')).toBe('f');
  });

  it('evicts the anonymous sessions first, then basket-holding ones, signed-in ones last', async () => {
    let time = 1_000_000;
    store = createMemorySessionStore({ now: () => time, maxSessions: 4 });
    await store.write('signed-in', 's', 3600, { tier: 'signed-in' });
    await store.write('basket', 'b', 3600, { tier: 'basket' });
    time += 11 * 60_000;
    // Anonymous sessions, newer and busier than both: still the first to go.
    await store.write('guest-1', 'g', 3600, { tier: 'guest' });
    await store.write('guest-2', 'g', 3600, { tier: 'guest' });
    await store.read('guest-1');
    await store.write('basket-new', 'b', 3600, { tier: 'basket' });
    expect(await store.read('guest-2')).toBeNull();
    await store.write('basket-newer', 'b', 3600, { tier: 'basket' });
    expect(await store.read('guest-1')).toBeNull();
    // No anonymous one left: the least recently used basket past its protected minutes, not the older signed-in one.
    await store.write('signed-in-new', 's', 3600, { tier: 'signed-in' });
    expect(await store.read('basket')).toBeNull();
    for (const id of ['signed-in', 'basket-new', 'basket-newer', 'signed-in-new'])
      expect(await store.read(id)).not.toBeNull();
    // A session changing class moves with it (a basket's shopper signs in).
    await store.write('basket-new', 's', 3600, { tier: 'signed-in' });
    await store.write('signed-in-newest', 's', 3600, { tier: 'signed-in' });
    expect(await store.read('basket-newer')).toBeNull();
    expect(await store.read('basket-new')).toBe('s');
  });

  it('a signed-in session survives a flood of 100,000 new sessions', async () => {
    store = createMemorySessionStore();
    await store.write('signed-in', '{"auth":"registered"}', 3600, { tier: 'signed-in' });
    // Requests of the signed-in shopper: the browser sends the cookie back.
    expect(await store.read('signed-in')).toBe('{"auth":"registered"}');
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) {
      // Each flood request creates a session holding a basket (a guest login alone is not stored), and reads it once.
      await store.write(`flood-${i}`, '{"basketId":"b"}', 3600, { tier: 'basket' });
      await store.read(`flood-${i}`);
    }
    const ms = performance.now() - started;
    const survived = await store.read('signed-in');
    console.info(
      `[session flood] 100,000 new sessions in ${Math.round(ms)} ms; signed-in session ${survived ? 'kept' : 'evicted'}`,
    );
    expect(survived).toBe('{"auth":"registered"}');
  });
});
