import type { SandboxApp } from './context.ts';
import { jsonBody } from './context.ts';
import { badRequest } from './problem.ts';

/**
 * The sandbox's own control surface (not SCAPI): flip maintenance mode and added latency at run
 * time, so the storefront's handling of both can be tested and benchmarked.
 *   GET /__sandbox/switches            → { maintenance, latencyMs }
 *   PUT /__sandbox/switches {…partial} → the new switches
 */
export function registerControlRoutes(app: SandboxApp): void {
  app.get('/__sandbox/switches', (c) => c.json(c.var.sb.switches));
  app.put('/__sandbox/switches', async (c) => {
    const body = await jsonBody<{ maintenance?: unknown; latencyMs?: unknown }>(c);
    const switches = c.var.sb.switches;
    if (body.maintenance !== undefined) {
      if (typeof body.maintenance !== 'boolean') throw badRequest('maintenance must be a boolean.');
      switches.maintenance = body.maintenance;
    }
    if (body.latencyMs !== undefined) {
      if (typeof body.latencyMs !== 'number' || !Number.isInteger(body.latencyMs) || body.latencyMs < 0 || body.latencyMs > 60_000) {
        throw badRequest('latencyMs must be an integer from 0 to 60000.');
      }
      switches.latencyMs = body.latencyMs;
    }
    return c.json(switches);
  });
}
