/**
 * The server's request edge, over raw sockets (node:net) where a browser or fetch would not send the
 * request: a form of 30,000 repeated fields is refused while it is still arriving, without holding up
 * anyone else, field names no form has are refused before Conform sees them, and requests that cannot
 * be routed answer 400 before React Router sees them.
 * HTTP only: it runs in the no-JS project.
 */
import { connect } from 'node:net';
import { FORM_POST_MESSAGES } from '../../app/models/form-post.ts';
import { STOREFRONT_PORT, STOREFRONT_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, 'HTTP only');

interface RawAnswer {
  status: number;
  text: string;
  /** From the first byte sent to the status line. */
  ms: number;
}

/**
 * Sends raw request bytes (the body in chunks, `gapMs` apart) and reads the answer until the server
 * closes the connection. The status line's arrival is timed.
 */
function raw(head: string, body = '', { chunkBytes = 10_000, gapMs = 0, timeoutMs = 10_000 } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(STOREFRONT_PORT, '127.0.0.1');
    let received = '';
    let firstLineMs = 0;
    const started = performance.now();
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms (got ${JSON.stringify(received.slice(0, 80))})`));
    }, timeoutMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (!firstLineMs && received.includes('\r\n')) firstLineMs = performance.now() - started;
    });
    // The server may close while the rest of the body is still being sent.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, text: received.slice(received.indexOf('\r\n\r\n') + 4), ms: firstLineMs });
    });
    socket.on('connect', async () => {
      socket.write(head);
      for (let at = 0; at < body.length && !socket.destroyed; at += chunkBytes) {
        socket.write(body.slice(at, at + chunkBytes));
        if (gapMs) await new Promise((resolveGap) => setTimeout(resolveGap, gapMs));
      }
    });
  });
}

/** One /healthz round trip, in ms. */
async function healthz(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${STOREFRONT_URL}/healthz`);
  await response.text();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

test('a form of 30,000 repeated fields is refused with a plain 400 while it arrives; /healthz stays fast meanwhile', async ({
  clientAddress,
}) => {
  // What a round trip costs on this machine right now: the bounds below are over and above it.
  const idle = Math.max(await healthz(), await healthz(), await healthz());
  const body = `${'a=1&'.repeat(29_999)}a=1`;
  const head =
    `POST /login HTTP/1.1\r\nHost: localhost:${STOREFRONT_PORT}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
    `Content-Length: ${body.length}\r\nX-Forwarded-For: ${clientAddress}\r\nConnection: close\r\n\r\n`;

  let sending = true;
  const healthTimes: number[] = [];
  const polling = (async () => {
    while (sending) healthTimes.push(await healthz());
  })();
  // 120 KB in 12 chunks, 25 ms apart: the shop answers after the first one.
  const answer = await raw(head, body, { chunkBytes: 10_000, gapMs: 25 }).finally(() => {
    sending = false;
  });
  await polling;

  expect(answer.status).toBe(400);
  expect(answer.text).toBe(FORM_POST_MESSAGES.repeatedField);
  expect(answer.ms, `refused within 100 ms (an idle round trip took ${idle.toFixed(0)} ms)`).toBeLessThan(100 + idle);
  expect(Math.max(...healthTimes), `/healthz while the form was sent (${healthTimes.length} answers)`).toBeLessThan(
    100 + idle,
  );
  // The process is free again at once: the next request is answered as fast as before.
  expect(await healthz()).toBeLessThan(100 + idle);
});

test('field names no form has — a list index of 99,999,999, 5,000 dotted parts — get a plain 400 that echoes nothing; the process stays up', async ({
  page,
}) => {
  const names = ['a[99999999]', 'a[3000000]', `a${'.b'.repeat(4999)}`];
  for (const path of ['/login', '/e-gift-cards']) {
    for (const name of names) {
      const label = `${path} with ${name.slice(0, 12)}`;
      // Urlencoded: the server's body scanner refuses the name before the app parses anything.
      const plain = await page.request.post(path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: `${name}=1`,
        maxRedirects: 0,
      });
      expect(plain.status(), label).toBe(400);
      expect(await plain.text(), label).toBe(FORM_POST_MESSAGES.fieldName);
      // Multipart: the app's one form-reading path (readFormData) refuses it before Conform sees it.
      const multipart = await page.request.post(path, {
        multipart: { email: 'ava@example.com', [name]: 'echo-me' },
        maxRedirects: 0,
      });
      expect(multipart.status(), `${label} (multipart)`).toBe(400);
      const text = await multipart.text();
      expect(text, `${label} (multipart)`).toContain(FORM_POST_MESSAGES.fieldName);
      expect(text, `${label} (multipart): the made-up field is not echoed`).not.toMatch(
        /echo-me|99999999|3000000|\.b\.b/,
      );
      // The process is alive and answers.
      expect((await page.request.get('/healthz')).status(), label).toBe(200);
    }
  }
  // A real form is still read as before.
  expect((await page.request.post('/login', { form: { email: 'x', password: 'y' }, maxRedirects: 0 })).status()).toBe(
    400,
  );
});

test('requests that cannot be routed answer 400 before the app: no Host, absolute-form and * targets, bad Host values', async () => {
  const host = `localhost:${STOREFRONT_PORT}`;
  const cases: [string, string][] = [
    ['HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n'],
    ['an absolute-form URI', `GET http://evil.example/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`],
    [
      'an absolute-form URI to a page',
      `GET http://${host}/login HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    ],
    ['OPTIONS *', `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`],
    ['a Host with a space', 'GET / HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n'],
    ['a Host with odd characters', 'GET / HTTP/1.1\r\nHost: a<b>"c\r\nConnection: close\r\n\r\n'],
    ['a Host with user info', 'GET / HTTP/1.1\r\nHost: user@evil.example\r\nConnection: close\r\n\r\n'],
    ['a Host with a path', 'GET /login HTTP/1.1\r\nHost: evil.example/x\r\nConnection: close\r\n\r\n'],
    // Host characters, but no URL (the app answered 500 before).
    ['a Host that is no IPv4 address', 'GET / HTTP/1.1\r\nHost: 999.999.999.999\r\nConnection: close\r\n\r\n'],
    ['a Host with a port out of range', 'GET / HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n'],
    [
      'a form post to a Host that is no URL',
      'POST /login HTTP/1.1\r\nHost: 999.999.999.999\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=1',
    ],
    // The test server trusts X-Forwarded-* from loopback: a forwarded host is held to the same rule.
    [
      'a bad forwarded host',
      `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: bad host\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a forwarded host that is no URL',
      `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: localhost:99999\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a form post without Host',
      'POST /login HTTP/1.0\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=1',
    ],
  ];
  for (const [label, request] of cases) {
    const answer = await raw(request);
    expect(answer.status, label).toBe(400);
    expect(answer.text, label).toBe('Bad request.');
  }
  // HTTP/1.1 without Host: Node's own parser refuses it already.
  expect((await raw('GET / HTTP/1.1\r\nConnection: close\r\n\r\n')).status).toBe(400);
  // A well-formed request on a raw socket is answered as usual.
  const page = await raw(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  expect(page.status).toBe(200);
  expect((await raw(`GET /healthz HTTP/1.0\r\nHost: ${host}\r\n\r\n`)).status).toBe(200);
});
