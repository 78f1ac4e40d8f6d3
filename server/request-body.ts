/**
 * The server reads every request body itself, before React Router does: a form is counted as it
 * arrives (app/models/form-post.ts, `formBodyScanner`), and one with more fields, or one name
 * repeated more often, than any form of the shop sends is refused there and then with a plain 413 or
 * 400 — before anything parses it, so no form can keep the process busy. The body that passed is
 * what the app's request carries (server/react-router-handler.ts).
 *
 * Reading comes before a request takes an in-flight slot (server/app.ts), so a body that trickles in
 * holds no slot shoppers' pages need; instead it has a deadline (past it: 408, and the connection
 * closes), and one client address may be sending only so many bodies at once (past that: 429).
 */
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { FORM_BODY_MAX_BYTES } from '../app/models/form-constants.ts';
import {
  OVERLOAD_RETRY_AFTER_SECONDS,
  REFUSED_BODY_DRAIN_MAX_BYTES,
  REQUEST_BODY_MESSAGES,
} from '../app/models/edge-constants.ts';
import { FORM_POST_MESSAGES, formBodyScanner } from '../app/models/form-post.ts';
import { CLIENT_ADDRESS_HEADER } from '../app/models/rate-limit.ts';

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The body read for this request (undefined for GET and HEAD). */
export function bodyOf(request: IncomingMessage): Buffer | undefined {
  return bodies.get(request);
}

/**
 * For a form refused by its headers alone (server/app.ts: its declared length, its type), before anything of it is
 * read: resolves once the rest of the body is read and dropped — at its end, when the client goes away, past
 * REFUSED_BODY_DRAIN_MAX_BYTES or past `timeoutMs` — so that the refusal reaches a client that is still sending
 * (closing the connection on a sender makes its side fail to write instead of reading the answer).
 */
export function drainRefusedBody(request: IncomingMessage, timeoutMs: number): Promise<void> {
  if (request.complete) return Promise.resolve();
  return new Promise((resolve) => {
    let dropped = 0;
    const done = () => {
      clearTimeout(deadline);
      request.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > REFUSED_BODY_DRAIN_MAX_BYTES) done();
    };
    const deadline = setTimeout(done, timeoutMs);
    request.on('data', onData).once('end', done).once('close', done).once('error', done);
  });
}

type Outcome = { body: Buffer } | { problem: { status: number; message: string } } | null;

/** Reads the body while scanning it, for `timeoutMs` at most; null when the client went away first. */
function read(request: Request, timeoutMs: number): Promise<Outcome> {
  const scanner = formBodyScanner(request.get('content-type') ?? null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: Outcome) => {
      clearTimeout(deadline);
      request.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      // The rest of a refused body is read and dropped, so the client can read the answer
      // (the connection closes after it: server/app.ts).
      if (outcome && 'problem' in outcome) request.resume();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      const problem =
        size > FORM_BODY_MAX_BYTES
          ? { status: 413 as const, message: FORM_POST_MESSAGES.tooLarge }
          : scanner.write(chunk);
      if (problem) finish({ problem });
      else chunks.push(chunk);
    };
    const onEnd = () => {
      const problem = scanner.end();
      finish(problem ? { problem } : { body: Buffer.concat(chunks, size) });
    };
    const onClose = () => finish(null);
    const deadline = setTimeout(
      () => finish({ problem: { status: 408, message: REQUEST_BODY_MESSAGES.timeout } }),
      timeoutMs,
    );
    request.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onClose);
  });
}

/**
 * Express middleware: reads (and bounds) the body of every request but GET and HEAD — within `timeoutMs`,
 * and at most `maxPerClient` at once from one client address (the one server/app.ts hands the app).
 */
export function readRequestBodies({ timeoutMs, maxPerClient }: { timeoutMs: number; maxPerClient: number }) {
  const reading = new Map<string, number>();
  return async function readRequestBody(request: Request, response: Response, next: NextFunction): Promise<void> {
    if (request.method === 'GET' || request.method === 'HEAD') return next();
    const client = request.get(CLIENT_ADDRESS_HEADER) ?? '';
    const count = reading.get(client) ?? 0;
    if (count >= maxPerClient) {
      response
        .status(429)
        .set('Retry-After', String(OVERLOAD_RETRY_AFTER_SECONDS))
        .type('text/plain')
        .send(REQUEST_BODY_MESSAGES.tooManyAtOnce);
      return;
    }
    reading.set(client, count + 1);
    const outcome = await read(request, timeoutMs);
    const left = reading.get(client)! - 1;
    if (left) reading.set(client, left);
    else reading.delete(client);
    if (!outcome) return;
    if ('problem' in outcome) {
      response.status(outcome.problem.status).type('text/plain').send(outcome.problem.message);
      return;
    }
    bodies.set(request, outcome.body);
    next();
  };
}
