/**
 * Runs the sandbox alone: `npm run sandbox` (listen) or `npm run sandbox:reset` (drop and re-seed, then exit).
 */
import { configFromEnv } from './config.ts';
import { openDb } from './db/client.ts';
import { prepareDatabase } from './seed/index.ts';
import { startSandbox } from './index.ts';

const resetOnly = process.argv.includes('--reset-only');
const reset = resetOnly || process.argv.includes('--reset');

if (resetOnly) {
  const config = configFromEnv();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(db, { reset: true });
  await db.close();
  console.log(`[sandbox] data reset and re-seeded (${config.databaseUrl ? 'PostgreSQL server' : config.dataDir})`);
} else {
  const sandbox = await startSandbox({ reset, logRequests: configFromEnv().logRequests });
  console.log(
    `[sandbox] SCAPI/SLAS sandbox listening on ${sandbox.url} (organization ${sandbox.config.organizationId}, ${sandbox.db.kind})`,
  );
  const stop = async () => {
    await sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
