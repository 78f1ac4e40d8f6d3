/**
 * Slow form posts against a running storefront (docs/security.md "Security", slow uploads): `clients` connections,
 * each sending a form post's headers and then one byte of its body every few seconds, from this machine's
 * loopback; meanwhile `gets` page views, one after another. Prints how the page views and the slow posts
 * were answered, then closes every connection: it stops by itself after at most `seconds`. With `--spread`
 * each post names an address of its own in X-Forwarded-For (a server started with TRUST_PROXY=loopback
 * then sees as many clients as posts).
 *
 *   npx tsx scripts/slow-bodies.ts [--origin=http://127.0.0.1:3000] [--clients=256] [--gets=50] [--path=/] [--seconds=40] [--spread]
 */
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const origin = new URL(option('origin', 'http://127.0.0.1:3000'));
if (!['127.0.0.1', 'localhost', '[::1]'].includes(origin.hostname)) throw new Error('loopback only');
const clients = Number(option('clients', '256'));
const gets = Number(option('gets', '50'));
const path = option('path', '/');
const seconds = Number(option('seconds', '40'));
const spread = process.argv.includes('--spread');
const TRICKLE_MS = 5_000;
const BODY = 'email=shopper%40example.com&quantity=1&';

/** A slow post: its headers, then one byte of the body every TRICKLE_MS. Resolves with its answer's status line (or how it ended). */
function slowPost(_: unknown, index: number): { socket: Socket; sent: Promise<void>; outcome: Promise<string> } {
  const socket = connect(Number(origin.port), origin.hostname);
  let answer = '';
  let sentBytes = 0;
  let trickle: NodeJS.Timeout | undefined;
  const sent = new Promise<void>((resolve) => {
    socket.once('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${BODY.length}\r\n${spread ? `X-Forwarded-For: 10.${index >> 8}.${index & 255}.1\r\n` : ''}\r\n${BODY[0]}`,
        () => resolve(),
      );
      sentBytes = 1;
      trickle = setInterval(() => {
        if (sentBytes < BODY.length - 1 && socket.writable) socket.write(BODY[sentBytes++]!);
      }, TRICKLE_MS);
    });
    socket.once('error', () => resolve());
  });
  socket.on('data', (chunk) => {
    answer += chunk.toString('latin1');
  });
  const outcome = new Promise<string>((resolve) => {
    socket.once('close', () => {
      clearInterval(trickle);
      resolve(answer.split('\r\n')[0]?.replace(/^HTTP\/1\.1 /, '') || 'closed without an answer');
    });
  });
  socket.on('error', () => {});
  return { socket, sent, outcome };
}

const count = (values: Iterable<string | number>) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return Object.fromEntries([...counts].sort());
};

const started = performance.now();
const posts = Array.from({ length: clients }, slowPost);
await Promise.all(posts.map((post) => post.sent));
// Let the server take in every post's headers before the page views start.
await sleep(1_000);
const statuses: number[] = [];
for (let index = 0; index < gets; index += 1) {
  try {
    const response = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    statuses.push(response.status);
  } catch {
    statuses.push(0);
  }
}
const settledEarly = count(
  await Promise.all(posts.map((post) => Promise.race([post.outcome, sleep(0, 'still open')]))),
);
console.log(
  `${gets} page views of ${path} while ${clients} slow posts were open: ${JSON.stringify(count(statuses))} (0: no answer)`,
);
console.log(`the slow posts by then: ${JSON.stringify(settledEarly)}`);
// Keep the rest trickling until the server cuts them off or `seconds` have passed, whichever is first.
const deadline = sleep(Math.max(0, seconds * 1000 - (performance.now() - started)), 'gave up', { ref: false });
const outcomes = await Promise.all(posts.map((post) => Promise.race([post.outcome, deadline])));
console.log(
  `the slow posts after ${Math.round((performance.now() - started) / 1000)} s: ${JSON.stringify(count(outcomes))}`,
);
for (const post of posts) post.socket.destroy();
