import type { StoreDoc } from './docs.ts';
import { distanceBetween, type Coordinates, type DistanceUnit } from './geo.ts';

export interface StoreWithDistance {
  store: StoreDoc;
  distance: number;
}

/**
 * Shops shown by a store locator within a radius of a point, nearest first (ties by id).
 * Shops with storeLocatorEnabled false never appear in searches, only in lookups by id.
 */
export function nearbyStores(
  stores: readonly StoreDoc[],
  origin: Coordinates,
  maxDistance: number,
  unit: DistanceUnit,
): StoreWithDistance[] {
  return stores
    .filter((store) => store.storeLocatorEnabled)
    .map((store) => ({ store, distance: distanceBetween(origin, store, unit) }))
    .filter((hit) => hit.distance <= maxDistance)
    .sort((a, b) => a.distance - b.distance || a.store.id.localeCompare(b.store.id));
}
