/**
 * React Router behind Express, as @react-router/express does it, with two differences: the app's
 * request carries the body the server already read and bounded (server/request-body.ts) instead of
 * the raw stream, and its URL is built from the host the server checked (server/index.ts refuses a
 * request without a usable one with 400, instead of the adapter's 500). And each request's React
 * Router context comes from the build itself (`requestContext`, app/entry.server.tsx): the server
 * never imports the app's stateful modules, so each is loaded once — by the build — and what a
 * request's commerce calls add up to (budget, timing, maintenance) lives in that context alone; the
 * server only reads the Server-Timing value back for the response head.
 */
import { writeReadableStreamToWritable } from '@react-router/node';
import type { NextFunction, Request, Response } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { PAGE_CACHE_MAX_BYTES } from '../app/models/edge-constants.ts';
import { chooseEncoding } from '../app/models/content-encoding.ts';
import { numberSetting } from '../app/models/number-setting.ts';
import { compressWhole } from './compression.ts';
import { earlyHints } from './early-hints.ts';
import { PageCache, pageKey, type CachedPage } from './page-cache.ts';
import { bodyOf } from './request-body.ts';
import { requestTimer } from './server-timing.ts';

/** What app/entry.server.tsx exports beside React Router's own entry functions (a type: nothing of the app is loaded here). */
type AppEntry = Pick<
  typeof import('../app/entry.server.tsx'),
  'requestContext' | 'catalogGeneration' | 'catalogTtlSeconds'
>;

function appRequest(request: Request, response: Response): globalThis.Request {
  const controller = new AbortController();
  // The client went away before the answer was complete: loaders and actions may stop.
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  const body = request.method !== 'GET' && request.method !== 'HEAD' ? bodyOf(request) : undefined;
  return new globalThis.Request(`${request.protocol}://${request.host}${request.originalUrl}`, {
    method: request.method,
    headers,
    body: body && new Uint8Array(body),
    signal: controller.signal,
  });
}

/** PAGE_CACHE_MAX_BYTES from the environment, or the constant; 0 turns the rendered-page cache off. */
export function pageCacheBytes(value: string | undefined): number {
  return numberSetting(value, PAGE_CACHE_MAX_BYTES);
}

/**
 * A stored page as it is: the compressed copy the client takes, named in Content-Encoding so that the
 * compression middleware passes it through; until the copies are made, the page itself (compressed by
 * the middleware, as a rendered page is).
 */
function sendCached(page: CachedPage, request: Request, response: Response): void {
  const encoding = chooseEncoding(request.get('accept-encoding'), page.encodings);
  const body = encoding ? page.copies[encoding]! : page.body;
  response.status(page.status);
  for (const [name, value] of page.headers) response.append(name, value);
  response.set('Age', String(Math.floor((Date.now() - page.storedAt) / 1000)));
  if (encoding) response.set('Content-Encoding', encoding);
  response.set('Content-Length', String(body.length));
  response.end(body);
}

/** `earlyHints`: a 103 with the stylesheet, the font and the page's modules before each page that is rendered (server/early-hints.ts). */
export function reactRouterHandler(build: ServerBuild, mode: string, options: { earlyHints?: boolean } = {}) {
  const handle = createRequestHandler(build, mode);
  const hint = options.earlyHints ? earlyHints(build) : null;
  const { requestContext, catalogGeneration, catalogTtlSeconds } = build.entry.module as unknown as AppEntry;
  const maxBytes = pageCacheBytes(process.env.PAGE_CACHE_MAX_BYTES);
  const pages =
    maxBytes > 0 ? new PageCache({ maxBytes, ttlSeconds: catalogTtlSeconds, generation: catalogGeneration }) : null;
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    try {
      const key =
        pages &&
        pageKey({
          method: request.method,
          url: `${request.protocol}://${request.host}${request.originalUrl}`,
          header: (name) => request.get(name),
        });
      const hit = key ? pages!.get(key) : null;
      if (hit) {
        sendCached(hit, request, response);
        return;
      }
      hint?.(request, response);
      const timer = requestTimer(response);
      const { context, serverTiming, complete } = requestContext(timer.startedAt);
      timer.report = serverTiming;
      const answer = await handle(appRequest(request, response), context);
      if (response.destroyed || response.writableEnded) {
        await answer.body?.cancel();
        return;
      }
      response.statusMessage = answer.statusText;
      response.status(answer.status);
      for (const [name, value] of answer.headers) response.append(name, value);
      if (!answer.body) {
        response.end();
        return;
      }
      // A page the app declares shareable is read whole and kept (unless a commerce call failed while it
      // was made: a part may be missing); any other streams on as it renders.
      if (key && request.method === 'GET' && pages!.accepts(answer)) {
        const body = await answer.text();
        if (complete()) void pages!.put(key, answer, body);
        response.end(body);
        return;
      }
      // A body of known length (a page rendered whole, app/entry.server.tsx) goes out in one write, a page
      // compressed in one call (server/compression.ts); the middleware passes on what is already encoded.
      if (answer.headers.has('content-length')) {
        const body = Buffer.from(await answer.arrayBuffer());
        const page = request.method === 'GET' && /^text\/html\b/.test(answer.headers.get('content-type') ?? '');
        const compressed = page
          ? compressWhole(body, request.get('accept-encoding'), answer.headers.get('cache-control'))
          : null;
        if (compressed) {
          response.vary('Accept-Encoding');
          response.set({ 'Content-Encoding': compressed.encoding, 'Content-Length': String(compressed.body.length) });
        }
        response.end(compressed ? compressed.body : body);
        return;
      }
      try {
        await writeReadableStreamToWritable(answer.body, response);
      } catch (error) {
        if (!response.destroyed && !response.writableEnded) throw error;
      }
    } catch (error) {
      next(error);
    }
  };
}
