/**
 * A plain keep-alive HTTP client (node:http) for the load loop and the timing samples: no retries,
 * no redirects followed, body drained (or kept when asked), time measured to the last body byte.
 */
import http from 'node:http';

/** What a desktop Chromium sends with a page request; the server compresses for it (Brotli). */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
};

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Undecoded body bytes, when `keepBody` was asked for. */
  body?: Buffer;
  bodyBytes: number;
  ms: number;
  /** When a 103 Early Hints answer came (server/early-hints.ts), ms after the request was sent. */
  hintMs?: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: http.Agent;
  keepBody?: boolean;
  timeoutMs?: number;
}

export function request(url: URL, options: RequestOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let hintMs: number | undefined;
    const outgoing = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers: {
          host: url.host,
          ...options.headers,
          ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
        agent: options.agent ?? false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let bodyBytes = 0;
        response.on('data', (chunk: Buffer) => {
          bodyBytes += chunk.length;
          if (options.keepBody) chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            ...(options.keepBody ? { body: Buffer.concat(chunks) } : {}),
            bodyBytes,
            ms: performance.now() - startedAt,
            ...(hintMs === undefined ? {} : { hintMs }),
          }),
        );
      },
    );
    outgoing.setTimeout(options.timeoutMs ?? 30_000, () =>
      outgoing.destroy(new Error(`no answer within ${options.timeoutMs ?? 30_000} ms`)),
    );
    outgoing.on('information', (info) => {
      if (info.statusCode === 103) hintMs ??= performance.now() - startedAt;
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
