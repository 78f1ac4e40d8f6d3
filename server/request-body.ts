/**
 * The server reads every request body itself, before React Router does: a form is counted as it
 * arrives (app/models/form-post.ts, `formBodyScanner`), and one with more fields, or one name
 * repeated more often, than any form of the shop sends is refused there and then with a plain 413 or
 * 400 — before anything parses it, so no form can keep the process busy. The body that passed is
 * what the app's request carries (server/react-router-handler.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { FORM_BODY_MAX_BYTES } from '../app/models/constants.ts';
import { FORM_POST_MESSAGES, formBodyScanner, type FormPostProblem } from '../app/models/form-post.ts';

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The body read for this request (undefined for GET and HEAD). */
export function bodyOf(request: IncomingMessage): Buffer | undefined {
  return bodies.get(request);
}

type Outcome = { body: Buffer } | { problem: FormPostProblem } | null;

/** Reads the body while scanning it; null when the client went away first. */
function read(request: Request): Promise<Outcome> {
  const scanner = formBodyScanner(request.get('content-type') ?? null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: Outcome) => {
      request.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      // The rest of a refused body is read and dropped, so the client can read the answer
      // (the connection closes after it: server/index.ts).
      if (outcome && 'problem' in outcome) request.resume();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      const problem = size > FORM_BODY_MAX_BYTES ? { status: 413 as const, message: FORM_POST_MESSAGES.tooLarge } : scanner.write(chunk);
      if (problem) finish({ problem });
      else chunks.push(chunk);
    };
    const onEnd = () => {
      const problem = scanner.end();
      finish(problem ? { problem } : { body: Buffer.concat(chunks, size) });
    };
    const onClose = () => finish(null);
    request.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onClose);
  });
}

/** Express middleware: reads (and bounds) the body of every request but GET and HEAD. */
export async function readRequestBody(request: Request, response: Response, next: NextFunction): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  const outcome = await read(request);
  if (!outcome) return;
  if ('problem' in outcome) {
    response.status(outcome.problem.status).type('text/plain').send(outcome.problem.message);
    return;
  }
  bodies.set(request, outcome.body);
  next();
}
