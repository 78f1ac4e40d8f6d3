import { randomBytes } from 'node:crypto';
import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router';
import { NonceProvider } from '~/components/nonce.tsx';
import { VIDEO_EMBED_ORIGIN } from '~/models/content-constants.ts';
import { contentSecurityPolicy } from '~/models/content-security-policy.ts';
import { holdsDeferredData } from '~/models/deferred-data.ts';
import { thirdPartyOrigins } from '~/models/third-party.ts';
import { recaptchaWidget } from '~/services/recaptcha.server.ts';
import { SiteMaintenance } from '~/services/commerce-errors.server.ts';
import { storefrontEnv } from '~/services/env.server.ts';

/**
 * The server (server/react-router-handler.ts) starts each request's context with this export of the
 * build — `build.entry.module` — instead of importing app modules itself: the app's modules are
 * loaded once, by the build, and the per-request state lives in React Router's context alone.
 */
export { requestContext } from '~/services/commerce-calls.server.ts';
/** The same way, the rendered-page cache (server/page-cache.ts) asks whether the catalog cache was cleared, and keeps pages as long as its answers. */
export { catalogGeneration, catalogTtlSeconds } from '~/services/cache.server.ts';

export const streamTimeout = 5_000;

/**
 * React writes a page in 4 KB pieces and calls `flush()` when a pass is complete (the shell, then each
 * streamed boundary). Passing on one chunk per pass instead of every piece makes the rest of the way —
 * web stream, response, compression — one write and one zlib call per pass, which profiling showed to
 * be a fifth of a session page's server CPU; streaming is unchanged.
 */
class RenderPasses extends Transform {
  private pieces: Buffer[] = [];

  constructor(private readonly done: () => void) {
    super();
  }

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pieces.push(piece);
    callback();
  }

  /** Called by React after each pass (react-dom/server's flushBuffered). */
  flush(): void {
    if (this.pieces.length === 0) return;
    this.push(this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces));
    this.pieces = [];
  }

  override _flush(callback: TransformCallback): void {
    this.done();
    this.flush();
    callback();
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64');
  const { production, imageOrigins, payments, content, chat, thirdParty } = storefrontEnv();
  // reCAPTCHA's script and frames, only on a site whose preference enables it.
  const recaptchaOrigins = recaptchaWidget(request)?.origins ?? [];
  // Crawlers get the whole page at once, and so does everyone for a page without deferred data: its later
  // passes (React Router's own stream of the data) follow within a millisecond. Written whole, with its
  // length, the page is one write and one compression call instead of two of each per pass. Browsers get a
  // page with deferred data shell first, the rest as it streams.
  const userAgent = request.headers.get('user-agent');
  const whole =
    (userAgent && isbot(userAgent)) ||
    routerContext.isSpaMode ||
    !holdsDeferredData(routerContext.staticHandlerContext.loaderData);
  const readyEvent = whole ? 'onAllReady' : 'onShellReady';

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
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Vite's development client injects its own scripts; the policy is enforced on the production build.
          if (production)
            responseHeaders.set(
              'Content-Security-Policy',
              contentSecurityPolicy(
                nonce,
                imageOrigins,
                payments.pageOrigins,
                [VIDEO_EMBED_ORIGIN, ...content.iframeOrigins, ...recaptchaOrigins],
                chat ? [chat.origin] : [],
                recaptchaOrigins,
                thirdPartyOrigins(thirdParty),
              ),
            );
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-store');
          if (whole) {
            const page = new PassThrough();
            buffer(page).then((html) => {
              clearTimeout(timeout);
              responseHeaders.set('Content-Length', String(html.byteLength));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            }, reject);
            pipe(page);
            return;
          }
          const body = new RenderPasses(() => clearTimeout(timeout));
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
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
