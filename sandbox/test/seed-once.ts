/**
 * Vitest globalSetup: seeds the sandbox's database once and hands its dump to every test file.
 *
 * Creating a PGlite database (its initdb) and seeding it took each sandbox test file 5 s on an idle
 * machine and over a minute on a loaded one, past the hook timeout; loading a dump of the seeded
 * database is a fraction of that. The dump is cached in the temp folder under a hash of what the
 * seed is made from (the sandbox's sources and PGlite's version; the seed is deterministic), so a
 * run after an unchanged one does not seed at all. Files then start from a copy of it (seeded-data-dir.ts).
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  renameSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client.ts';
import { prepareDatabase } from '../src/seed/index.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_DIR = join(tmpdir(), 'sweet-shop-sandbox-seed');
/** Dumps of other source versions (other branches, older runs) unused this long are removed. */
const STALE_MS = 24 * 3600 * 1000;

function seedSourceHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  const sources = join(ROOT, 'sandbox/src');
  for (const file of (readdirSync(sources, { recursive: true }) as string[]).sort()) {
    const path = join(sources, file);
    if (!statSync(path).isFile()) continue;
    hash.update(file).update('\0').update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

async function seededDump(): Promise<Buffer> {
  const db = await openDb({ dataDir: 'memory://' });
  try {
    await prepareDatabase(db, { reset: false });
    return Buffer.from(await (await db.dumpDataDir!()).arrayBuffer());
  } finally {
    await db.close();
  }
}

export default async function setup(project: TestProject): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const dump = join(CACHE_DIR, `${seedSourceHash()}.tar`);
  if (existsSync(dump)) {
    const now = new Date();
    utimesSync(dump, now, now);
  } else {
    // Written aside and renamed: a run starting at the same time never reads half a dump.
    const partial = `${dump}.${process.pid}.partial`;
    writeFileSync(partial, await seededDump());
    renameSync(partial, dump);
  }
  for (const file of readdirSync(CACHE_DIR)) {
    const path = join(CACHE_DIR, file);
    if (path !== dump && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
  }
  project.provide('sandboxSeededDataDir', dump);
}
