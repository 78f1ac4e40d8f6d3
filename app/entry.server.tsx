import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router';
import { NonceProvider } from '~/components/nonce.tsx';
import { contentSecurityPolicy } from '~/models/content-security-policy.ts';
import { SiteMaintenance } from '~/services/commerce-errors.server.ts';
import { storefrontEnv } from '~/services/env.server.ts';

/**
 * The server (server/react-router-handler.ts) starts each request's context with this export of the
 * build — `build.entry.module` — instead of importing app modules itself: the app's modules are
 * loaded once, by the build, and the per-request state lives in React Router's context alone.
 */
export { requestContext } from '~/services/commerce-calls.server.ts';

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  const nonce = randomBytes(16).toString('base64');
  const { production, imageOrigins } = storefrontEnv();
  // Crawlers get the whole page at once; browsers get the shell first and the rest as it streams.
  const userAgent = request.headers.get('user-agent');
  const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Vite's development client injects its own scripts; the policy is enforced on the production build.
          if (production) responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, imageOrigins));
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-store');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A maintenance answer is the backend's state, not an error of ours: the shopper is sent to /maintenance.
  if (request.signal.aborted || error instanceof SiteMaintenance) return;
  console.error(error);
};
