/**
 * The build's hashed assets (`/assets/…`), sent as the build precompressed them (scripts/precompress.ts):
 * the Brotli or gzip copy the client accepts (models/content-encoding.ts), with its `Content-Encoding`, the
 * asset's own type and `Vary: Accept-Encoding`, cached for a year as immutable. The on-the-fly compression
 * leaves an answer that names its encoding alone. Other assets fall through to express.static.
 */
import { readdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { RequestHandler } from 'express';
import { chooseEncoding, ENCODING_SUFFIX, PRECOMPRESSED_ENCODINGS, type PrecompressedEncoding } from '../app/models/content-encoding.ts';

export function precompressedAssets(directory: string): RequestHandler {
  const root = resolve(directory);
  const names = new Set(readdirSync(root));
  // Each asset's copies, known once at start: the build never changes under a running server.
  const copies = new Map<string, PrecompressedEncoding[]>();
  for (const name of names) {
    const available = PRECOMPRESSED_ENCODINGS.filter((encoding) => names.has(name + ENCODING_SUFFIX[encoding]));
    if (available.length > 0) copies.set(`/${name}`, available);
  }
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const available = copies.get(request.path);
    if (!available) return next();
    response.vary('Accept-Encoding');
    const encoding = chooseEncoding(request.get('accept-encoding'), available);
    if (!encoding) return next();
    response.type(extname(request.path));
    response.set('Content-Encoding', encoding);
    response.sendFile(join(root, request.path + ENCODING_SUFFIX[encoding]), { immutable: true, maxAge: '1y', dotfiles: 'deny' }, (error) => {
      if (error && !response.headersSent) next(error);
    });
  };
}
