import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressWhole } from '../../server/compression.ts';

const page = Buffer.from(
  `<!DOCTYPE html><html><body>${'<p class="text-sm text-cocoa">Truffles</p>'.repeat(200)}</body></html>`,
);

describe('compressWhole', () => {
  it('makes Brotli for a client that takes it, and the page comes back whole', () => {
    const compressed = compressWhole(page, 'gzip, deflate, br, zstd', 'private, no-store');
    expect(compressed?.encoding).toBe('br');
    expect(compressed!.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(compressed!.body).equals(page)).toBe(true);
  });

  it('makes gzip for a client that takes only gzip, or weighs it higher', () => {
    for (const accept of ['gzip', 'br;q=0.2, gzip;q=0.5']) {
      const compressed = compressWhole(page, accept, null);
      expect(compressed?.encoding, accept).toBe('gzip');
      expect(gunzipSync(compressed!.body).equals(page), accept).toBe(true);
    }
  });

  it('leaves the page as it is for a client that takes neither coding', () => {
    for (const accept of [undefined, '', 'identity', 'br;q=0, gzip;q=0', 'zstd'])
      expect(compressWhole(page, accept, null), String(accept)).toBeNull();
  });

  it('leaves a small body, or one whose Cache-Control says no-transform, as it is', () => {
    expect(compressWhole(Buffer.from('<p>short</p>'), 'br', null)).toBeNull();
    expect(compressWhole(page, 'br', 'public, max-age=60, no-transform')).toBeNull();
  });
});
