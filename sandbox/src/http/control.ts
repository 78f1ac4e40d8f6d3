import type { IncomingMessage } from 'node:http';
import type { SandboxApp, SandboxContext } from './context.ts';
import { jsonBody } from './context.ts';
import { badRequest } from './problem.ts';

/** Not more addresses than a test run needs: the list is read on every order call. */
const LOST_ANSWER_EMAILS_MAX = 50;
const CREATE_ORDER_PATH = /^\/checkout\/shopper-orders\/v1\/organizations\/[^/]+\/orders$/;
const ORDER_BY_BASKET_PATH = /^\/custom\/orders\/v1\/organizations\/[^/]+\/order-by-basket$/;

/**
 * The sandbox's own control surface (not SCAPI): flip maintenance mode and added latency at run
 * time, so the storefront's handling of both can be tested and benchmarked, and lose the answers to
 * one shopper's order calls (`loseOrderAnswers`, see Switches).
 *   GET /__sandbox/switches            → { maintenance, latencyMs, loseOrderAnswers }
 *   PUT /__sandbox/switches {…partial} → the new switches
 */
export function registerControlRoutes(app: SandboxApp): void {
  app.get('/__sandbox/switches', (c) => c.json(c.var.sb.switches));
  app.put('/__sandbox/switches', async (c) => {
    const body = await jsonBody<{ maintenance?: unknown; latencyMs?: unknown; loseOrderAnswers?: unknown }>(c);
    const switches = c.var.sb.switches;
    if (body.maintenance !== undefined) {
      if (typeof body.maintenance !== 'boolean') throw badRequest('maintenance must be a boolean.');
      switches.maintenance = body.maintenance;
    }
    if (body.latencyMs !== undefined) {
      if (
        typeof body.latencyMs !== 'number' ||
        !Number.isInteger(body.latencyMs) ||
        body.latencyMs < 0 ||
        body.latencyMs > 60_000
      ) {
        throw badRequest('latencyMs must be an integer from 0 to 60000.');
      }
      switches.latencyMs = body.latencyMs;
    }
    if (body.loseOrderAnswers !== undefined) {
      const emails = body.loseOrderAnswers;
      if (
        !Array.isArray(emails) ||
        emails.length > LOST_ANSWER_EMAILS_MAX ||
        !emails.every((email) => typeof email === 'string' && email.includes('@') && email.length <= 254)
      ) {
        throw badRequest(`loseOrderAnswers must be a list of at most ${LOST_ANSWER_EMAILS_MAX} e-mail addresses.`);
      }
      switches.loseOrderAnswers = (emails as string[]).map((email) => email.toLowerCase());
    }
    return c.json(switches);
  });
}

/**
 * After the sandbox carried out a request: whether its answer is to be lost — a createOrder or an
 * order-by-basket search answered with an order of an e-mail address in `loseOrderAnswers`. The
 * caller then closes the connection instead of answering, as a backend dying after the work would.
 */
export async function answerIsLost(c: SandboxContext): Promise<boolean> {
  const emails = c.var.sb.switches.loseOrderAnswers;
  if (emails.length === 0 || c.res.status !== 200) return false;
  const orderCall =
    (c.req.method === 'POST' && CREATE_ORDER_PATH.test(c.req.path)) ||
    (c.req.method === 'GET' && ORDER_BY_BASKET_PATH.test(c.req.path));
  if (!orderCall) return false;
  const order = (await c.res.clone().json()) as { customerInfo?: { email?: string } };
  return emails.includes(order.customerInfo?.email?.toLowerCase() ?? '');
}

/** Closes the request's connection without an answer (the node server's request is the context's `incoming`). */
export function closeWithoutAnswer(c: SandboxContext): void {
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.destroy();
}
