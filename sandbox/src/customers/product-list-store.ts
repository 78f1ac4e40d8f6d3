import type { Db } from '../db/client.ts';
import { json } from '../db/client.ts';
import { invalidBody } from '../http/body.ts';
import { ProblemError } from '../http/problem.ts';
import { randomId } from '../ids.ts';
import type { StoredProductList, StoredProductListItem } from './product-lists.ts';
import { addListItem, MAX_LISTS_PER_CUSTOMER, newProductList, productListNotFound } from './product-lists.ts';

/** Product lists in `customer_product_lists`, one row per list. */
export async function listsOf(db: Db, customerId: string): Promise<StoredProductList[]> {
  const rows = await db.query<{ doc: StoredProductList }>(
    `SELECT doc FROM customer_product_lists WHERE customer_id = $1 ORDER BY doc->>'creationDate', id`,
    [customerId],
  );
  return rows.map((row) => row.doc);
}

export async function listOf(db: Db, customerId: string, listId: string): Promise<StoredProductList> {
  const rows = await db.query<{ doc: StoredProductList }>(
    `SELECT doc FROM customer_product_lists WHERE id = $1 AND customer_id = $2`,
    [listId, customerId],
  );
  if (!rows[0]) throw productListNotFound(listId);
  return rows[0].doc;
}

export async function insertList(db: Db, customerId: string, list: StoredProductList): Promise<void> {
  await db.query(`INSERT INTO customer_product_lists (id, customer_id, doc) VALUES ($1, $2, $3::jsonb)`, [
    list.id,
    customerId,
    json(list),
  ]);
}

/** Read-modify-write of one list under a row lock. */
export async function updateList<T>(
  db: Db,
  customerId: string,
  listId: string,
  change: (list: StoredProductList) => { list: StoredProductList; result: T },
): Promise<T> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ doc: StoredProductList }>(
      `SELECT doc FROM customer_product_lists WHERE id = $1 AND customer_id = $2 FOR UPDATE`,
      [listId, customerId],
    );
    if (!rows[0]) throw productListNotFound(listId);
    const { list, result } = change(rows[0].doc);
    await tx.query(`UPDATE customer_product_lists SET doc = $2::jsonb WHERE id = $1`, [listId, json(list)]);
    return result;
  });
}

export async function deleteList(db: Db, customerId: string, listId: string): Promise<void> {
  const rows = await db.query(`DELETE FROM customer_product_lists WHERE id = $1 AND customer_id = $2 RETURNING id`, [
    listId,
    customerId,
  ]);
  if (!rows.length) throw productListNotFound(listId);
}

/** A list anyone may read: public lists only; a private or unknown list is simply not found. */
export async function publicList(db: Db, listId: string): Promise<StoredProductList> {
  const rows = await db.query<{ doc: StoredProductList }>(
    `SELECT doc FROM customer_product_lists WHERE id = $1 AND (doc->>'public')::boolean`,
    [listId],
  );
  if (!rows[0]) throw productListNotFound(listId);
  return rows[0].doc;
}

/** Public lists of the customers matching an e-mail address, or a first and last name. */
export async function publicListsOf(
  db: Db,
  search: { email?: string; firstName?: string; lastName?: string },
): Promise<StoredProductList[]> {
  const rows = await db.query<{ doc: StoredProductList }>(
    `SELECT l.doc FROM customer_product_lists l JOIN customers c ON c.id = l.customer_id
      WHERE (l.doc->>'public')::boolean
        AND (($1::text IS NOT NULL AND lower(c.doc->>'email') = $1)
          OR ($2::text IS NOT NULL AND $3::text IS NOT NULL AND lower(c.doc->>'firstName') = $2 AND lower(c.doc->>'lastName') = $3))
      ORDER BY l.doc->>'creationDate', l.id`,
    [
      search.email?.toLowerCase() ?? null,
      search.firstName?.toLowerCase() ?? null,
      search.lastName?.toLowerCase() ?? null,
    ],
  );
  return rows.map((row) => row.doc);
}

export async function productExists(db: Db, productId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM products WHERE id = $1`, [productId]);
  return rows.length > 0;
}

/** A new list for the customer, up to MAX_LISTS_PER_CUSTOMER of them. */
export async function createList(
  db: Db,
  customerId: string,
  input: Partial<StoredProductList>,
  now: Date,
): Promise<StoredProductList> {
  const existing = await listsOf(db, customerId);
  if (existing.length >= MAX_LISTS_PER_CUSTOMER)
    throw invalidBody(`A customer can keep at most ${MAX_LISTS_PER_CUSTOMER} product lists.`);
  const list = newProductList(randomId(26), input, now.toISOString());
  await insertList(db, customerId, list);
  return list;
}

/**
 * The product an item stands for: the storefront's wish list names an item wished in a colour
 * `{productId}_{colorId}` with the colour in c_color too (checkout spec §3 "productId with optional
 * colour suffix"); the suffix is only stripped when c_color names it.
 */
export function listedProductId(input: Partial<StoredProductListItem>): string {
  const productId = input.productId ?? '';
  const suffix = typeof input.c_color === 'string' && input.c_color ? `_${input.c_color}` : '';
  return suffix && productId.endsWith(suffix) && productId.length > suffix.length
    ? productId.slice(0, -suffix.length)
    : productId;
}

const listProductNotFound = (productId: string) =>
  new ProblemError(
    400,
    'product-list-product-not-found',
    'Product Not Found',
    `No product with ID '${productId}' was found.`,
    { productId },
  );

/** Adds an item to one of the customer's lists; a product item must name a product of the catalog. */
export async function addItemToList(
  db: Db,
  customerId: string,
  listId: string,
  input: Partial<StoredProductListItem>,
  now: Date,
): Promise<StoredProductListItem> {
  await listOf(db, customerId, listId);
  if (input.productId !== undefined && !(await productExists(db, listedProductId(input))))
    throw listProductNotFound(input.productId);
  return updateList(db, customerId, listId, (list) => {
    const { list: next, item } = addListItem(list, randomId(26), input, now.toISOString());
    return { list: next, result: item };
  });
}
