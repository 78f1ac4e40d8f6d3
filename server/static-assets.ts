/**
 * The build's hashed assets (`/assets/…`), sent as the build precompressed them (scripts/precompress.ts):
 * the Brotli or gzip copy the client accepts (models/content-encoding.ts), with its `Content-Encoding`, the
 * asset's own type and `Vary: Accept-Encoding`, cached for a year as immutable. The on-the-fly compression
 * leaves an answer that names its encoding alone. Other assets fall through to express.static.
 */
import { readdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import express, { type RequestHandler } from 'express';
import {
  chooseEncoding,
  ENCODING_SUFFIX,
  PRECOMPRESSED_ENCODINGS,
  type PrecompressedEncoding,
} from '../app/models/content-encoding.ts';

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
    response.sendFile(
      join(root, request.path + ENCODING_SUFFIX[encoding]),
      { immutable: true, maxAge: '1y', dotfiles: 'deny' },
      (error) => {
        if (error && !response.headersSent) next(error);
      },
    );
  };
}

/**
 * The build's other public files (`favicon.svg`, …), cached for an hour. Only a request whose first path
 * segment names an entry of the directory reaches express.static: otherwise every page and form post
 * cost a file lookup that fails, 2–6 % of a session page's server CPU in the profile.
 */
export function publicFiles(directory: string): RequestHandler {
  // Known once at start, as above: the build never changes under a running server.
  const entries = new Set(readdirSync(directory));
  const serve = express.static(directory, { maxAge: '1h', index: false });
  return (request, response, next) => {
    const segment = request.path.split('/', 2)[1] ?? '';
    let name: string;
    try {
      name = decodeURIComponent(segment);
    } catch {
      // Malformed escapes: express.static passed these on too.
      return next();
    }
    if (entries.has(name)) serve(request, response, next);
    else next();
  };
}
