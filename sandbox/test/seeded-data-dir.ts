/** The seeded database's dump that seed-once.ts (vitest globalSetup) made: each sandbox a test file starts loads a copy of it. */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the seeded PGlite data folder dump. */
    sandboxSeededDataDir: string;
  }
}

/**
 * Read whole into memory: a file-backed Blob (`openAsBlob`) fails to read ("NotReadableError") once the file is
 * replaced, as a second run seeding the same version at the same time does when it renames its dump into place.
 */
export async function seededDataDir(): Promise<Blob> {
  return new Blob([await readFile(inject('sandboxSeededDataDir'))]);
}
