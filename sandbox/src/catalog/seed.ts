import type { Db } from '../db/client.ts';

export async function seedCatalog(_db: Db): Promise<void> {}
