import type { Db } from '../db/client.ts';

export async function seedStores(_db: Db): Promise<void> {}
