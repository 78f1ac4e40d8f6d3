import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressDirectory } from './scripts/precompress.ts';

export default {
  ssr: true,
  // Route middleware carries the per-request shopper session (app/services/session-middleware.server.ts).
  future: { v8_middleware: true },
  // Brotli and gzip copies of the client build's hashed assets, sent as they are (server/static-assets.ts).
  buildEnd: ({ reactRouterConfig }) => precompressDirectory(join(reactRouterConfig.buildDirectory, 'client', 'assets')),
} satisfies Config;
