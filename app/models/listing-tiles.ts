/**
 * Content tiles inside a product listing (content-and-forms §2, "single and double in-grid tiles"):
 * the listing's content item (`product-listing-content`, delivery key `plp/{categoryId}`, or
 * `plp/search` for search results) lists in-grid tiles, each with a `gridPosition`. Positions count
 * cells of the whole listing, products and tiles together, from 1 on the first page; paging still
 * counts products only, so the result count and every page's product count are unchanged.
 */
import { schemaKind, toBlock, type Block, type BlockContext } from './content-blocks.ts';

export type GridTile = Extract<Block, { kind: 'in-grid-tile' | 'in-grid-double-tile' }>;

export type GridCell<P, T> = { kind: 'product'; product: P; index: number } | { kind: 'content'; tile: T };

/** The delivery key of a category's listing content (an id that cannot be a delivery key finds no content). */
export function categoryTilesKey(categoryId: string): string {
  return `plp/${categoryId.toLowerCase()}`;
}

export const SEARCH_TILES_KEY = 'plp/search';

/** The in-grid tiles of a listing content item; other blocks and broken tiles are left out. */
export function toGridTiles(raw: unknown, context: BlockContext): GridTile[] {
  if (schemaKind(raw) !== 'product-listing-content') return [];
  const tiles = (raw as { tiles?: unknown }).tiles;
  if (!Array.isArray(tiles)) return [];
  return tiles
    .map((tile) => toBlock(tile, context))
    .filter((block): block is GridTile => block.kind === 'in-grid-tile' || block.kind === 'in-grid-double-tile');
}

/**
 * One page of the grid: the page's products (`hits`, starting at product `offset` of `total`) with
 * the tiles whose positions fall among them. The i-th tile (by position; the first of a repeated
 * position wins) precedes product number `gridPosition - 1 - i` of the listing, so it shows on the
 * page that holds that product; tiles right after the last product end the last page, and a tile
 * beyond that (a gap of missing products) is not shown. An empty page shows no tiles.
 */
export function placeGridTiles<P, T extends { gridPosition: number }>(
  hits: readonly P[],
  tiles: readonly T[],
  offset: number,
  total: number,
): Array<GridCell<P, T>> {
  const cells: Array<GridCell<P, T>> = hits.map((product, index) => ({ kind: 'product', product, index }));
  if (!hits.length) return cells;
  const ordered = [...tiles]
    .sort((a, b) => a.gridPosition - b.gridPosition)
    .filter((tile, i, all) => i === 0 || all[i - 1].gridPosition !== tile.gridPosition);
  const lastPage = offset + hits.length >= total;
  const before = new Map<number, T[]>();
  ordered.forEach((tile, i) => {
    const product = tile.gridPosition - 1 - i;
    const onPage =
      (product >= offset && product < offset + hits.length) || (lastPage && product === offset + hits.length);
    if (onPage) before.set(product - offset, [...(before.get(product - offset) ?? []), tile]);
  });
  return [...Array(hits.length + 1).keys()].flatMap((slot) => [
    ...(before.get(slot) ?? []).map((tile) => ({ kind: 'content' as const, tile })),
    ...(slot < hits.length ? [cells[slot]] : []),
  ]);
}
