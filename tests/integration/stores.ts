/**
 * The session stores the integration suites run against: always the embedded one; Redis too when
 * TEST_REDIS_URL is set (.ci/run sets it; the default `npm test` needs no Redis).
 */
import {
  createMemorySessionStore,
  createRedisSessionStore,
  type SessionStore,
} from '~/services/session-store.server.ts';

export interface StoreCase {
  name: string;
  create(): SessionStore;
}

export const STORE_CASES: StoreCase[] = [
  { name: 'embedded store', create: () => createMemorySessionStore() },
  ...(process.env.TEST_REDIS_URL
    ? [
        {
          name: 'Redis store',
          create: () =>
            createRedisSessionStore(process.env.TEST_REDIS_URL!, `sweetshop-test:${process.pid}:${Date.now()}:`),
        },
      ]
    : []),
];
