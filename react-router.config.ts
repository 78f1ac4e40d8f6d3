import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Route middleware carries the per-request shopper session (app/services/session-middleware.server.ts).
  future: { v8_middleware: true },
} satisfies Config;
