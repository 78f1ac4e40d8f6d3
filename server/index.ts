/**
 * The storefront's Node server: starts the commerce backend (the embedded sandbox unless a real
 * SCAPI is configured), then serves the React Router app — the production build with compression
 * and long-lived caching of hashed assets, or Vite's dev server with hot reload in development.
 */
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { BROTLI_OPTIONS } from './compression.ts';
import express from 'express';
import morgan from 'morgan';
import type { ServerBuild } from 'react-router';
import { MAX_IN_FLIGHT_REQUESTS, WARM_UP_TIMEOUT_MS } from '../app/models/constants.ts';
import { securityHeaders } from '../app/models/content-security-policy.ts';
import { isCrossSiteWrite } from '../app/models/cross-site.ts';
import { formPostProblem } from '../app/models/form-post.ts';
import { CLIENT_ADDRESS_HEADER } from '../app/models/rate-limit.ts';
import { loggedUrl } from '../app/models/log-url.ts';
import { HTTPS_HEADER, isMalformedRequest } from '../app/models/request-edge.ts';
// The server imports only the app's pure models and its reading of the environment (stateless but for a
// memo of process.env): modules with per-request or shared state are loaded once, by the build, and
// reached through its entry (server/react-router-handler.ts).
import { configuredOrigin, parseSecretsKey, storefrontEnv } from '../app/services/env.server.ts';
import { startCommerceBackend } from './commerce-backend.ts';
import { imageProxy } from './image-proxy.ts';
import { inFlightLimit, inFlightLimitFrom } from './overload.ts';
import { reactRouterHandler } from './react-router-handler.ts';
import { readinessCheck, readinessUrl } from './readiness.ts';
import { readRequestBody } from './request-body.ts';
import { warmUp, warmUpPaths } from './warm-up.ts';
import { serverTiming } from './server-timing.ts';
import { precompressedAssets, publicFiles } from './static-assets.ts';

const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
// The public origin every absolute URL is built from (app/services/env.server.ts), never a request's Host.
const origin = configuredOrigin();
// A malformed SESSION_SECRETS_KEY stops the server here, before anything starts — not at a shopper's first checkout.
parseSecretsKey(process.env.SESSION_SECRETS_KEY);

const backend = await startCommerceBackend(origin);

const app = express();
app.disable('x-powered-by');
// Behind a load balancer, the client's protocol and address come from X-Forwarded-* headers: TRUST_PROXY
// is a hop count (`1`), `true`, or addresses and subnets (`loopback`, `10.0.0.0/8`), as Express takes them.
const trustProxy = process.env.TRUST_PROXY?.trim();
if (trustProxy) app.set('trust proxy', trustProxy === 'true' ? true : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);

// A request that names no usable host, or a target that is not a path (`GET http://evil/`,
// `OPTIONS *`), cannot be routed: 400 before anything else looks at it.
app.use((request, response, next) => {
  if (isMalformedRequest({ url: request.url, host: request.host, protocol: request.protocol })) {
    response.status(400).set('Connection', 'close').type('text/plain').send('Bad request.');
  } else next();
});
// HTTPS — from the request (Express's `request.protocol` honours TRUST_PROXY and X-Forwarded-Proto) or
// because the configured public origin is https — decides HSTS here and the cookies' Secure flag in
// the app (HTTPS_HEADER): over plain http a browser would drop a Secure session cookie.
const httpsOrigin = origin.startsWith('https:');
const isHttps = (request: express.Request) => httpsOrigin || request.protocol === 'https';
app.use((request, response, next) => {
  response.set(securityHeaders(isHttps(request)));
  next();
});
// Brotli set for cost (server/compression.ts); a page rendered whole comes already compressed.
app.use(compression({ brotli: BROTLI_OPTIONS }));
// Server-Timing (the storefront's own time and its commerce backend's share) only when asked for:
// `npm run bench` sets SERVER_TIMING=1.
app.use(serverTiming({ header: process.env.SERVER_TIMING === '1' }));
// Before anything else sees a form post: one from another site is refused outright.
app.use((request, response, next) => {
  const source = { method: request.method, host: request.get('host') ?? '', secFetchSite: request.get('sec-fetch-site') ?? null, origin: request.get('origin') ?? null };
  if (isCrossSiteWrite(source)) response.status(403).type('text/plain').send('Cross-site form posts are not accepted.');
  else next();
});
// A response sent before its request's body was read (a refused or oversized form) closes the
// connection: otherwise the unread rest of the body sits in front of the next request on it.
app.use((request, response, next) => {
  const writeHead = response.writeHead;
  response.writeHead = function (this: typeof response, ...args: Parameters<typeof writeHead>) {
    if (!request.complete && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
});
// Every action reads an HTML form: other bodies (JSON, none, multipart) and oversized ones stop here.
app.use((request, response, next) => {
  const problem = formPostProblem({
    method: request.method,
    contentType: request.get('content-type') ?? null,
    contentLength: request.get('content-length') ?? null,
    transferEncoding: request.get('transfer-encoding') ?? null,
  });
  if (problem) response.status(problem.status).type('text/plain').send(problem.message);
  else next();
});
// The client's address for the rate limits (app/services/rate-limit.server.ts): Express knows it —
// `request.ip` honours TRUST_PROXY — and hands it to the app in a header of its own, after dropping
// any copy the client sent.
app.use((request, _response, next) => {
  delete request.headers[CLIENT_ADDRESS_HEADER];
  const address = request.ip ?? request.socket.remoteAddress;
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
  // The same way, whether the request came over HTTPS (app/models/request-edge.ts).
  delete request.headers[HTTPS_HEADER];
  if (isHttps(request)) request.headers[HTTPS_HEADER] = '1';
  next();
});
// Liveness: the process answers. Readiness: its commerce backend answers too (server/readiness.ts).
app.get('/healthz', (_request, response) => {
  response.set('Cache-Control', 'no-store').json({ ok: true });
});
const backendReady = readinessCheck(readinessUrl());
// A production server is ready once it has also asked itself for its first pages (server/warm-up.ts).
const warmPaths = production ? warmUpPaths(process.env.WARM_UP_PATHS) : [];
let warmUpState: 'running' | 'done' = warmPaths.length ? 'running' : 'done';
app.get('/readyz', async (_request, response) => {
  const commerce = await backendReady();
  const ready = commerce && warmUpState === 'done';
  response
    .status(ready ? 200 : 503)
    .set('Cache-Control', 'no-store')
    .json({ ok: ready, commerce: commerce ? 'up' : 'down', warmUp: warmUpState });
});
// Catalog and content images from our own origin: the backend's image host, proxied (server/image-proxy.ts).
app.use('/images', imageProxy(storefrontEnv().imageUpstream));
// What every request React Router serves goes through: a bounded number in flight (past it a fast
// 503, server/overload.ts), and a body read and bounded by the server (server/request-body.ts).
const appEdge = [inFlightLimit(inFlightLimitFrom(process.env.MAX_IN_FLIGHT_REQUESTS, MAX_IN_FLIGHT_REQUESTS)), readRequestBody];

// The request log never holds a provider's or a mail link's token (models/log-url.ts).
morgan.token('url', (request: express.Request) => loggedUrl(request.originalUrl || request.url));

if (production) {
  // Hashed file names never change content: cache them for a year, sent as the build compressed them
  // (server/static-assets.ts). Other public files for an hour.
  app.use('/assets', precompressedAssets('build/client/assets'));
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }));
  app.use(publicFiles('build/client'));
  app.use(morgan(process.env.LOG_FORMAT || 'short'));
  const build = (await import(new URL('../build/server/index.js', import.meta.url).href)) as ServerBuild;
  app.use(appEdge, reactRouterHandler(build, 'production', { earlyHints: process.env.EARLY_HINTS === '1' }));
} else {
  const vite = await import('vite').then((module) => module.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  app.use(morgan('dev'));
  app.use(appEdge);
  app.use(async (request, response, next) => {
    try {
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      await reactRouterHandler(build, 'development')(request, response, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const onListening = () => {
  console.log(`Sweet Shop storefront on ${origin} (${production ? 'production' : 'development'}), using the ${backend.description}`);
  if (warmUpState === 'done') return;
  const { port: listening } = server.address() as AddressInfo;
  // Fresh looks at the backend, so the warm-up starts as soon as it answers; /readyz then keeps that answer.
  const backendAnswers = () => backendReady({ fresh: true });
  void warmUp({ port: listening, host, origin, paths: warmPaths, timeoutMs: WARM_UP_TIMEOUT_MS, backendReady: backendAnswers }).then((pages) => {
    warmUpState = 'done';
    console.log(
      `Warmed up: ${pages.map((page) => `${page.path} ${page.status || 'no answer'} in ${Math.round(page.ms)} ms`).join(', ') || 'no page, the backend did not answer in time'}`,
    );
  });
};
const server = host ? app.listen(port, host, onListening) : app.listen(port, onListening);

async function shutdown() {
  server.close();
  server.closeAllConnections();
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
