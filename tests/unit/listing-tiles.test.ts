import { describe, expect, it } from 'vitest';
import type { BlockContext } from '~/models/content-blocks.ts';
import { categoryTilesKey, placeGridTiles, toGridTiles } from '~/models/listing-tiles.ts';
import { SCHEMA_BASE } from '../../sandbox/src/content/delivery-data.ts';

const tile = (gridPosition: number) => ({ gridPosition });
/** The page as a string: product numbers of the listing (1-based) and `T{position}` for tiles. */
function page(total: number, offset: number, limit: number, positions: number[]): string[] {
  const hits = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i + 1);
  return placeGridTiles(hits, positions.map(tile), offset, total).map((cell) =>
    cell.kind === 'product' ? String(cell.product) : `T${cell.tile.gridPosition}`,
  );
}

describe('placeGridTiles', () => {
  it('puts a tile at its position among the first page, products keep their order and count', () => {
    expect(page(10, 0, 6, [3])).toEqual(['1', '2', 'T3', '3', '4', '5', '6']);
    expect(page(10, 0, 6, [1, 2])).toEqual(['T1', 'T2', '1', '2', '3', '4', '5', '6']);
  });

  it('counts earlier tiles as cells: positions 3 and 6 have two products between them', () => {
    expect(page(10, 0, 6, [6, 3])).toEqual(['1', '2', 'T3', '3', '4', 'T6', '5', '6']);
  });

  it('places a tile on the page holding the product it precedes, not on the others', () => {
    // Tile 9 precedes product 8 (one tile before it): page two of six.
    expect(page(20, 0, 6, [3, 9])).toEqual(['1', '2', 'T3', '3', '4', '5', '6']);
    expect(page(20, 6, 6, [3, 9])).toEqual(['7', 'T9', '8', '9', '10', '11', '12']);
    expect(page(20, 12, 6, [3, 9])).toEqual(['13', '14', '15', '16', '17', '18']);
  });

  it('a tile between two pages opens the next one', () => {
    expect(page(20, 0, 6, [7])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(page(20, 6, 6, [7])[0]).toBe('T7');
  });

  it('ends the last page with tiles right after the last product; one beyond a gap is not shown', () => {
    expect(page(3, 0, 6, [4, 5, 9])).toEqual(['1', '2', '3', 'T4', 'T5']);
    // Not the last page: the tile after product 6 belongs to page two.
    expect(page(8, 0, 6, [7])).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('keeps the first tile of a repeated position and shows none on an empty page', () => {
    expect(page(5, 0, 6, [2, 2]).filter((cell) => cell.startsWith('T'))).toEqual(['T2']);
    expect(page(0, 0, 6, [1])).toEqual([]);
  });
});

describe('toGridTiles', () => {
  const context: BlockContext = { groups: [], iframeOrigins: [], imageOrigins: [] };
  const item = (kind: string, fields: Record<string, unknown>) => ({
    _meta: { schema: SCHEMA_BASE + kind },
    ...fields,
  });
  const image = { src: 'https://cdn.example/a.svg', alt: 'A', width: 1200, height: 500 };

  it('keeps the in-grid tiles of a listing content item and drops other blocks and broken tiles', () => {
    const raw = item('product-listing-content', {
      tiles: [
        item('in-grid-tile', { gridPosition: 3, headline: 'Build a box', image }),
        item('in-grid-double-tile', { gridPosition: 6, headline: 'Gifts', image }),
        item('in-grid-tile', { gridPosition: 0, headline: 'No position', image }),
        item('thin-banner', { text: 'Not a tile' }),
      ],
    });
    expect(toGridTiles(raw, context).map((tile) => [tile.kind, tile.gridPosition])).toEqual([
      ['in-grid-tile', 3],
      ['in-grid-double-tile', 6],
    ]);
  });

  it('reads nothing from another schema or no content', () => {
    expect(toGridTiles(item('content-page', { tiles: [] }), context)).toEqual([]);
    expect(toGridTiles(undefined, context)).toEqual([]);
  });

  it('keys a category listing by its id', () => {
    expect(categoryTilesKey('Chocolate')).toBe('plp/chocolate');
  });
});
