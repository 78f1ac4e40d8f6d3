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
import { bodyOf } from './request-body.ts';
import { requestTimer } from './server-timing.ts';

/** What app/entry.server.tsx exports beside React Router's own entry functions (a type: nothing of the app is loaded here). */
type AppEntry = Pick<typeof import('../app/entry.server.tsx'), 'requestContext'>;

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

export function reactRouterHandler(build: ServerBuild, mode: string) {
  const handle = createRequestHandler(build, mode);
  const { requestContext } = build.entry.module as unknown as AppEntry;
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    try {
      const timer = requestTimer(response);
      const { context, serverTiming } = requestContext(timer.startedAt);
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
