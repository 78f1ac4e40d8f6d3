/**
 * React Router behind Express, as @react-router/express does it, with two differences: the app's
 * request carries the body the server already read and bounded (server/request-body.ts) instead of
 * the raw stream, and its URL is built from the host the server checked (server/index.ts refuses a
 * request without a usable one with 400, instead of the adapter's 500).
 */
import { writeReadableStreamToWritable } from '@react-router/node';
import type { NextFunction, Request, Response } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { bodyOf } from './request-body.ts';

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
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    try {
      const answer = await handle(appRequest(request, response));
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
