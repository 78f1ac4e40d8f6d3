import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestContext, commerceCalls } from '~/services/commerce-calls.server.ts';
import { commerceFetch } from '~/services/commerce.server.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A request's context and its commerce fetch, the backend answering with `answer`. */
function request(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const made = requestContext(performance.now());
  return { ...made, fetch: commerceFetch(commerceCalls(made.context)) };
}

describe('a request is complete when every commerce call was answered (the rendered-page cache keeps only those)', () => {
  it('is complete after answers, a 404 included', async () => {
    const { fetch, complete } = request(async () => new Response('{}', { status: 404 }));
    await fetch('http://backend.test/product/1');
    expect(complete()).toBe(true);
  });

  it('is not after a 5xx', async () => {
    const { fetch, complete } = request(async () => new Response('{}', { status: 503 }));
    await fetch('http://backend.test/product/1');
    expect(complete()).toBe(false);
  });

  it('is not after a call that got no answer', async () => {
    const { fetch, complete } = request(async () => Promise.reject(new TypeError('fetch failed')));
    await expect(fetch('http://backend.test/product/1')).rejects.toThrow('fetch failed');
    expect(complete()).toBe(false);
  });
});
