/**
 * An in-memory sandbox for an integration suite (a copy of the database seeded once per run:
 * sandbox/test/seed-once.ts): started before its tests, with the storefront's
 * commerce settings pointed at it, and closed after them. Returns a getter (the sandbox exists only
 * once `beforeAll` ran).
 */
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/src/index.ts';
import { seededDataDir } from '../../sandbox/test/seeded-data-dir.ts';

export function useSandbox(): () => RunningSandbox {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      dataDir: 'memory://',
      loadDataDir: await seededDataDir(),
      latencyMs: 0,
      maintenance: false,
      logRequests: false,
    });
    Object.assign(process.env, {
      COMMERCE_API_ORIGIN: sandbox.url,
      COMMERCE_SHORT_CODE: sandbox.config.shortCode,
      COMMERCE_ORGANIZATION_ID: sandbox.config.organizationId,
      COMMERCE_CLIENT_ID: sandbox.config.clientId,
      COMMERCE_PRIVATE_CLIENT_ID: sandbox.config.privateClientId,
      COMMERCE_PRIVATE_CLIENT_SECRET: sandbox.config.privateClientSecret,
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('the sandbox starts in beforeAll');
    return sandbox;
  };
}
