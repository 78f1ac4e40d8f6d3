/**
 * On-the-fly compression of what the app renders (pages and data; static assets are precompressed at build time,
 * server/static-assets.ts).
 *
 * Brotli is made per response, so it is set for cost: a 256 KB window instead of 4 MB (with ten responses at once
 * the larger windows cost more server CPU than the compressing itself, up to a third of a session page's on the busy
 * 2-core machine; a page or data answer is far smaller, so no byte changes), and quality 3 instead of the
 * middleware's 4: half the compressing CPU (0.6 instead of 1.3 ms for the bag's 76 KB) for 4–5 % more bytes (14.1
 * instead of 13.4 KB), about what gzip 6 sends.
 */
import zlib from 'node:zlib';
import { chooseEncoding, PRECOMPRESSED_ENCODINGS, type PrecompressedEncoding } from '../app/models/content-encoding.ts';

export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};

/** As the middleware: smaller bodies are sent as they are. */
const MIN_BYTES = 1024;

/**
 * A whole page compressed in one call, in the coding the client takes: 0.5 ms for the bag's 70 KB where the
 * middleware's stream takes 0.9 (a write and an end, each a trip to the thread pool). Null when it stays as it is
 * (small, `no-transform`, or a client that takes neither coding).
 */
export function compressWhole(
  body: Buffer,
  acceptEncoding: string | undefined,
  cacheControl: string | null,
): { encoding: PrecompressedEncoding; body: Buffer } | null {
  if (body.length < MIN_BYTES || /\bno-transform\b/i.test(cacheControl ?? '')) return null;
  const encoding = chooseEncoding(acceptEncoding, PRECOMPRESSED_ENCODINGS);
  if (!encoding) return null;
  return { encoding, body: encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body) };
}
