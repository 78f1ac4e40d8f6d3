/**
 * The storefront's Express app up to the app itself (server/index.ts mounts the static files and React
 * Router after it), and the Node server it runs in — apart from the script, so tests run the same request
 * edge on a port of their own.
 */
import http from 'node:http';
import compression from 'compression';
import express from 'express';
import {
  CONNECTIONS_CHECK_INTERVAL_MS,
  KEEP_ALIVE_TIMEOUT_SECONDS,
  MAX_BODY_READS_PER_CLIENT,
  MAX_IN_FLIGHT_REQUESTS,
  REQUEST_HEADERS_TIMEOUT_SECONDS,
  REQUEST_TIMEOUT_SECONDS,
} from '../app/models/edge-constants.ts';
import { IMAGE_UPSTREAM_TIMEOUT_MS } from '../app/models/image-constants.ts';
import { securityHeaders } from '../app/models/content-security-policy.ts';
import { isCrossSiteWrite } from '../app/models/cross-site.ts';
import { formPostProblem } from '../app/models/form-post.ts';
import { numberSetting } from '../app/models/number-setting.ts';
import { CLIENT_ADDRESS_HEADER } from '../app/models/rate-limit.ts';
import { HTTPS_HEADER, isMalformedRequest } from '../app/models/request-edge.ts';
import { BROTLI_OPTIONS } from './compression.ts';
import { imageProxy } from './image-proxy.ts';
import { inFlightLimit, inFlightLimitFrom } from './overload.ts';
import { readiness } from './readiness.ts';
import { drainRefusedBody, readRequestBodies } from './request-body.ts';
import { serverTiming } from './server-timing.ts';

/** What bounds the requests a client sends: deadlines, and how many are worked on or read at once. */
export interface EdgeSettings {
  maxInFlight: number;
  maxBodyReadsPerClient: number;
  headersTimeoutMs: number;
  /** The whole request, headers and body. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past those deadlines. */
  checkIntervalMs: number;
  /** How long the image proxy waits for the image host (IMAGE_UPSTREAM_TIMEOUT_MS); past it a 504. */
  imageUpstreamTimeoutMs: number;
}

/** The settings from the environment (docs/operations.md "Configuration"), each its constant when unset or unusable. */
export function edgeSettings(env: NodeJS.ProcessEnv = process.env): EdgeSettings {
  const seconds = (name: string, fallback: number) => numberSetting(env[name], fallback, { positive: true }) * 1000;
  return {
    maxInFlight: inFlightLimitFrom(env.MAX_IN_FLIGHT_REQUESTS, MAX_IN_FLIGHT_REQUESTS),
    maxBodyReadsPerClient: numberSetting(env.MAX_BODY_READS_PER_CLIENT, MAX_BODY_READS_PER_CLIENT, {
      positive: true,
      integer: true,
    }),
    headersTimeoutMs: seconds('REQUEST_HEADERS_TIMEOUT_SECONDS', REQUEST_HEADERS_TIMEOUT_SECONDS),
    requestTimeoutMs: seconds('REQUEST_TIMEOUT_SECONDS', REQUEST_TIMEOUT_SECONDS),
    keepAliveTimeoutMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', KEEP_ALIVE_TIMEOUT_SECONDS),
    checkIntervalMs: CONNECTIONS_CHECK_INTERVAL_MS,
    imageUpstreamTimeoutMs: numberSetting(env.IMAGE_UPSTREAM_TIMEOUT_MS, IMAGE_UPSTREAM_TIMEOUT_MS, {
      positive: true,
      integer: true,
    }),
  };
}

export interface AppOptions {
  /** The public origin every absolute URL is built from (app/services/env.server.ts). */
  origin: string;
  /** TRUST_PROXY, as set. */
  trustProxy: string | undefined;
  /** SERVER_TIMING=1. */
  serverTiming: boolean;
  imageUpstream: string | undefined;
  /** Whether the commerce backend answers (server/readiness.ts). */
  backendReady: () => Promise<boolean>;
  warmUp: () => 'running' | 'done';
  settings: EdgeSettings;
}

/** The app with its request edge, health checks and image proxy; `appEdge` goes in front of React Router. */
export function createApp({
  origin,
  trustProxy,
  serverTiming: timingHeader,
  imageUpstream,
  backendReady,
  warmUp,
  settings,
}: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // Behind a load balancer, the client's protocol and address come from X-Forwarded-* headers: TRUST_PROXY
  // is a hop count (`1`), `true`, or addresses and subnets (`loopback`, `10.0.0.0/8`), as Express takes them.
  const trust = trustProxy?.trim();
  if (trust) app.set('trust proxy', trust === 'true' ? true : /^\d+$/.test(trust) ? Number(trust) : trust);

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
  app.use(serverTiming({ header: timingHeader }));
  // Before anything else sees a form post: one from another site is refused outright.
  app.use((request, response, next) => {
    const source = {
      method: request.method,
      host: request.get('host') ?? '',
      secFetchSite: request.get('sec-fetch-site') ?? null,
      origin: request.get('origin') ?? null,
    };
    if (isCrossSiteWrite(source))
      response.status(403).type('text/plain').send('Cross-site form posts are not accepted.');
    else next();
  });
  // A response sent before its request's body was read (a refused, oversized or too slow form) closes the
  // connection: otherwise the unread rest of the body sits in front of the next request on it.
  app.use((request, response, next) => {
    const writeHead = response.writeHead;
    response.writeHead = function (this: typeof response, ...args: Parameters<typeof writeHead>) {
      if (!request.complete && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });
  // Every action reads an HTML form: other bodies (JSON, none, multipart) and oversized ones stop here, answered once
  // the body is read and dropped (within bounds) so that a client still sending reads the answer.
  app.use(async (request, response, next) => {
    const problem = formPostProblem({
      method: request.method,
      contentType: request.get('content-type') ?? null,
      contentLength: request.get('content-length') ?? null,
      transferEncoding: request.get('transfer-encoding') ?? null,
    });
    if (!problem) return next();
    await drainRefusedBody(request, settings.requestTimeoutMs);
    response.status(problem.status).type('text/plain').send(problem.message);
  });
  // The client's address for the rate limits (app/services/rate-limit.server.ts) and the body reads
  // (server/request-body.ts): Express knows it — `request.ip` honours TRUST_PROXY — and hands it to the
  // app in a header of its own, after dropping any copy the client sent.
  app.use((request, _response, next) => {
    delete request.headers[CLIENT_ADDRESS_HEADER];
    const address = request.ip ?? request.socket.remoteAddress;
    if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
    // The same way, whether the request came over HTTPS (app/models/request-edge.ts).
    delete request.headers[HTTPS_HEADER];
    if (isHttps(request)) request.headers[HTTPS_HEADER] = '1';
    next();
  });
  // Liveness: the process answers. Readiness: its commerce backend answers too, it has warmed up, and it
  // has room for another request (server/readiness.ts).
  app.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ ok: true });
  });
  const inFlight = inFlightLimit(settings.maxInFlight);
  app.get('/readyz', async (_request, response) => {
    const { status, body } = readiness({
      commerce: await backendReady(),
      warmUp: warmUp(),
      saturated: inFlight.saturated(),
    });
    response.status(status).set('Cache-Control', 'no-store').json(body);
  });
  // Catalog and content images from our own origin: the backend's image host, proxied (server/image-proxy.ts).
  app.use('/images', imageProxy(imageUpstream, { timeoutMs: settings.imageUpstreamTimeoutMs }));
  // What every request React Router serves goes through: a body read and bounded by the server (a deadline,
  // a few at once per client: server/request-body.ts), then a bounded number in flight (past it a fast
  // 503, server/overload.ts) — in that order, so a slow sender holds no slot.
  const appEdge = [
    readRequestBodies({ timeoutMs: settings.requestTimeoutMs, maxPerClient: settings.maxBodyReadsPerClient }),
    inFlight,
  ];
  return { app, appEdge };
}

/** The Node server for the app, with the deadlines of `settings` (past them: 408, and the connection closed). */
export function createHttpServer(app: http.RequestListener, settings: EdgeSettings): http.Server {
  const { headersTimeoutMs, requestTimeoutMs, checkIntervalMs } = settings;
  const server = http.createServer(
    // Node refuses a headers deadline past the whole request's.
    {
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: checkIntervalMs,
    },
    app,
  );
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  return server;
}
