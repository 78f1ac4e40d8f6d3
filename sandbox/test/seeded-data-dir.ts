/** The seeded database's dump that seed-once.ts (vitest globalSetup) made: each sandbox a test file starts loads a copy of it. */
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the seeded PGlite data folder dump. */
    sandboxSeededDataDir: string;
  }
}

export function seededDataDir(): Promise<Blob> {
  return openAsBlob(inject('sandboxSeededDataDir'));
}
