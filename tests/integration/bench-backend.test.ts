/**
 * `npm run bench` runs the sandbox in a process of its own and points the storefront at it
 * (scripts/bench/server.ts), so that the storefront's CPU is measured without the backend's. The
 * storefront must get exactly the settings the embedded sandbox publishes under `npm start`
 * (server/commerce-backend.ts), or a bench page would not be the page shoppers get (billing without
 * PayPal, say).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configFromEnv } from '../../sandbox/src/config.ts';
import { sandboxBackendEnv } from '../../scripts/bench/server.ts';
import { startCommerceBackend, type Backend } from '../../server/commerce-backend.ts';

const ORIGIN = 'http://localhost:3999';
const saved = { ...process.env };
let backend: Backend | undefined;
let published: Record<string, string | undefined> = {};

// Started in a hook, whose time limit allows for seeding the sandbox on a busy machine (vitest.config.ts).
beforeAll(async () => {
  // None of the settings set beforehand, as in the bench's storefront: the embedded backend publishes them all.
  for (const name of Object.keys(process.env))
    if (/^(COMMERCE_|PAYPAL_|KLARNA_|APPLE_PAY_|RECAPTCHA_|EINSTEIN_)/.test(name)) delete process.env[name];
  Object.assign(process.env, {
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: '0',
    SANDBOX_DATA_DIR: 'memory://',
    SANDBOX_DATABASE_URL: '',
    SANDBOX_PUBLIC_ORIGIN: '',
  });
  const before = { ...process.env };
  backend = await startCommerceBackend(ORIGIN);
  published = Object.fromEntries(Object.entries(process.env).filter(([name, value]) => before[name] !== value));
});

afterAll(async () => {
  await backend?.close();
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

it('gives the storefront the settings the embedded sandbox publishes', () => {
  const sandboxUrl = published.COMMERCE_API_ORIGIN ?? '';
  expect(sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(sandboxBackendEnv(configFromEnv(process.env), sandboxUrl, ORIGIN)).toEqual(published);
});
