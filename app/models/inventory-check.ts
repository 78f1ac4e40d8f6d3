/**
 * Checkout spec §4 "Inventory check after every basket change": when the bag holds more of a product
 * than is in stock, its quantity is redistributed across the product's lines and a quantity
 * exception is recorded; with stock above 0 the lines are brought down to the available amount
 * (a single line is set to it), each change saying "Quantity updated from {old} to {new}".
 */
import { INVENTORY_BATCH_SIZE } from './bag-constants.ts';
import { BAG_MESSAGES } from './bag-messages.ts';

export interface StockLine {
  itemId: string;
  productId: string;
  quantity: number;
}

export interface QuantityChange {
  itemId: string;
  productId: string;
  from: number;
  /** The new quantity; 0 removes the line. */
  to: number;
}

export interface InventoryCheck {
  changes: QuantityChange[];
  /** Products whose quantity exceeded their stock (the quantity exceptions). */
  exceptions: string[];
  /** One "Quantity updated from {old} to {new}" per change. */
  messages: string[];
}

export function quantityUpdatedMessage(from: number, to: number): string {
  return BAG_MESSAGES.quantityUpdated.replace('{old}', String(from)).replace('{new}', String(to));
}

/**
 * The changes that bring every product within its stock. `stock` maps product ids to what is
 * available to sell; products it does not name are left alone (their stock could not be read).
 * Lines keep their order: the first lines keep their quantity, the later ones give way. A product
 * that is out of stock is recorded but left in the bag (its line says so and the order is refused).
 */
export function checkInventory(lines: readonly StockLine[], stock: ReadonlyMap<string, number>): InventoryCheck {
  const byProduct = new Map<string, StockLine[]>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  const result: InventoryCheck = { changes: [], exceptions: [], messages: [] };
  for (const [productId, productLines] of byProduct) {
    const available = stock.get(productId);
    if (available === undefined || !Number.isFinite(available)) continue;
    const total = productLines.reduce((sum, line) => sum + line.quantity, 0);
    if (total <= available) continue;
    result.exceptions.push(productId);
    if (available <= 0) continue;
    let remaining = Math.floor(available);
    for (const line of productLines) {
      const to = Math.min(line.quantity, remaining);
      remaining -= to;
      if (to === line.quantity) continue;
      result.changes.push({ itemId: line.itemId, productId, from: line.quantity, to });
      result.messages.push(quantityUpdatedMessage(line.quantity, to));
    }
  }
  return result;
}

/** Spec §7, §9: the inventory requests, at most 10 products each. */
export function inventoryBatches(productIds: readonly string[], size = INVENTORY_BATCH_SIZE): string[][] {
  const unique = [...new Set(productIds.filter(Boolean))];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += size) batches.push(unique.slice(start, start + size));
  return batches;
}

/**
 * Spec §7: an inventory reply is refused when it carries error, title or type; otherwise each
 * product's `ats` is read (entries without a number are left out).
 */
export function stockFromInventoryReply(reply: unknown): Map<string, number> {
  if (!reply || typeof reply !== 'object' || Array.isArray(reply)) throw new Error('Inventory reply is not an object');
  const record = reply as Record<string, unknown>;
  if ('error' in record || 'title' in record || 'type' in record) throw new Error('Inventory reply is an error');
  const stock = new Map<string, number>();
  for (const [productId, entry] of Object.entries(record)) {
    const ats = (entry as { ats?: unknown } | null)?.ats;
    if (typeof ats === 'number' && Number.isFinite(ats)) stock.set(productId, ats);
  }
  return stock;
}
