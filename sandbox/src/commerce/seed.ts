import type { Db } from '../db/client.ts';

export async function seedCommerce(_db: Db): Promise<void> {}
