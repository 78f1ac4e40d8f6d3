import type { Db } from '../db/client.ts';

export async function seedCustomers(_db: Db): Promise<void> {}
