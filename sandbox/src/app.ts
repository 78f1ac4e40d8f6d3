import { Hono } from 'hono';
import type { SandboxEnv, SandboxServices } from './http/context.ts';
import { MAINTENANCE_TITLE, PROBLEM_TYPE_BASE, ProblemError, problemResponse } from './http/problem.ts';
import { basicCredentials, isPrivateClient } from './http/client-auth.ts';
import { answerIsLost, closeWithoutAnswer } from './http/control.ts';
import { registerRoutes } from './routes.ts';
import { SlasError } from './slas/errors.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Paths that stay up in maintenance mode and skip added latency: the sandbox's own control surface and static files. */
const isControlPath = (path: string) =>
  path.startsWith('/__sandbox') || path.startsWith('/images/') || path.startsWith('/catalogs/') || path === '/health';

const isProtectedPath = (path: string) => path === '/__sandbox' || path.startsWith('/__sandbox/');

/**
 * Requests the sandbox does not serve at all. DNS rebinding: a web page whose own name resolves to
 * this machine reaches us with its name in Host, so only requests addressed to the sandbox's own
 * names pass. The control surface reads live reset tokens and flips the backend: only holders of the
 * private client's secret may use it.
 */
function refusal(
  sb: SandboxServices,
  host: string | undefined,
  path: string,
  authorization: string | undefined,
): Response | undefined {
  if (!sb.isOwnHost(host)) {
    return problemResponse(421, {
      type: PROBLEM_TYPE_BASE + 'misdirected-request',
      title: 'Misdirected Request',
      detail: 'The Host header does not name this sandbox.',
    });
  }
  if (isProtectedPath(path) && !isPrivateClient(basicCredentials(authorization), sb.config)) {
    return problemResponse(
      401,
      {
        type: PROBLEM_TYPE_BASE + 'unauthorized',
        title: 'Unauthorized',
        detail: "The sandbox's control surface needs HTTP Basic with the private client's id and secret.",
      },
      { 'www-authenticate': 'Basic realm="sandbox", charset="UTF-8"' },
    );
  }
  return undefined;
}

/**
 * An answer without a body says so with `Content-Length: 0` (SLAS's 303s do): otherwise Node sends it
 * chunked, and clients that read a bodiless non-2xx answer as a failure (Storefront Next's runtime) refuse
 * it. 204 and 304 never carry the header (RFC 9110). An answer with a Content-Type has a body (the
 * sandbox sets none on a bodiless one), so only the others are asked for theirs: reading `body` turns
 * @hono/node-server's lightweight Response into a full one, which then goes out through a stream
 * reader instead of in one write (for every JSON answer, about 2 % of a session page's server CPU).
 */
function markEmptyBody(res: Response): void {
  if (res.status === 204 || res.status === 304 || res.headers.has('content-length') || res.headers.has('content-type'))
    return;
  if (res.body === null) res.headers.set('content-length', '0');
}

export function createApp(sb: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    c.set('sb', sb);
    const started = performance.now();
    const control = isControlPath(c.req.path);
    const refused = refusal(sb, c.req.header('host'), c.req.path, c.req.header('authorization'));
    if (refused) {
      c.res = refused;
    } else {
      if (!control && sb.switches.latencyMs > 0) await sleep(sb.switches.latencyMs);
      if (!control && sb.switches.maintenance) {
        // What B2C Commerce answers during a maintenance window; the SDK turns the header into a MaintenanceError.
        c.res = problemResponse(
          503,
          {
            type: PROBLEM_TYPE_BASE + 'site-offline',
            title: MAINTENANCE_TITLE,
            detail: 'The site is down for maintenance. Please try again later.',
          },
          { sfdc_maintenance: 'site', 'retry-after': '60' },
        );
      } else {
        await next();
        if (await answerIsLost(c)) closeWithoutAnswer(c);
      }
    }
    markEmptyBody(c.res);
    if (sb.config.logRequests) {
      console.log(
        `[sandbox] ${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`,
      );
    }
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));

  registerRoutes(app);

  app.notFound((c) =>
    problemResponse(404, {
      type: PROBLEM_TYPE_BASE + 'resource-not-found',
      title: 'Resource Not Found',
      detail: `No resource exists at ${c.req.method} ${c.req.path}.`,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof ProblemError) return problemResponse(error.status, error.body, error.headers);
    if (error instanceof SlasError) return error.toResponse();
    console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, error);
    return problemResponse(500, {
      type: PROBLEM_TYPE_BASE + 'internal-server-error',
      title: 'Internal Server Error',
      detail: 'The server encountered an unexpected condition.',
    });
  });

  return app;
}
