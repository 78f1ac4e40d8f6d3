/* eslint-disable @typescript-eslint/no-explicit-any -- the API's JSON answers are probed field by field */
/**
 * The content-delivery API (Content Delivery 2 shape): by key and id, linked-content depth, the
 * multi-fetch, and the staging host answering as of a pinned timestamp.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { nextValentinesDay, SPRING_BANNER_FROM } from '../src/content/delivery-data.ts';
import { startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox('content-delivery');
});
afterAll(async () => sandbox?.close());

const get = async (path: string) => {
  const response = await fetch(sandbox.url + path);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, any>,
  };
};

describe('content delivery', () => {
  it('serves a page by delivery key with its slots inlined at depth all', async () => {
    const { status, body, cacheControl } = await get('/cms/sweetshop/content/key/help/faq?depth=all&format=inlined');
    expect(status).toBe(200);
    expect(cacheControl).toContain('public');
    expect(body.content._meta).toMatchObject({
      deliveryKey: 'help/faq',
      schema: 'https://schema.sweetshop.example/content/content-page',
    });
    expect(body.content.slots.map((slot: any) => slot._meta.schema.split('/').at(-1))).toEqual([
      'accordion',
      'contact-box',
    ]);
    expect(body.content.sideNavigation.items[0]).toEqual({ label: 'Help & FAQ', link: '/help/faq' });
  });

  it('leaves content links at depth root and lists them as linkedContent when linked', async () => {
    const root = await get('/cms/sweetshop/content/key/help/faq');
    expect(root.body.content.slots[0]).toMatchObject({
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' },
    });
    expect(root.body.linkedContent).toBeUndefined();
    const linked = await get('/cms/sweetshop/content/key/help/faq?depth=all&format=linked');
    expect(linked.body.linkedContent.map((item: any) => item._meta.deliveryId)).toContain(
      root.body.content.slots[0].id,
    );
    const byId = await get(`/cms/sweetshop/content/id/${root.body.content.slots[0].id}`);
    expect(byId.body.content.title).toBe('Frequently Asked Questions');
  });

  it('answers 404 CONTENT_NOT_FOUND for an unknown key', async () => {
    const { status, body } = await get('/cms/sweetshop/content/key/no/such/page');
    expect(status).toBe(404);
    expect(body.error.type).toBe('CONTENT_NOT_FOUND');
  });

  it('fetches several items at once, errors in place', async () => {
    const response = await fetch(`${sandbox.url}/cms/sweetshop/content/fetch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requests: [{ key: 'global-banner' }, { key: 'missing' }],
        parameters: { depth: 'all', format: 'inlined' },
      }),
    });
    const body = (await response.json()) as { responses: any[] };
    expect(body.responses[0].content._meta.deliveryKey).toBe('global-banner');
    expect(body.responses[1].error.type).toBe('CONTENT_NOT_FOUND');
  });

  it('serves live content as of now and the staging host as of its pinned time', async () => {
    const live = await get('/cms/sweetshop/content/key/global-banner');
    expect(live.body.content.slides).toHaveLength(1);
    const domain = await get(`/cms-vse/domain/abc123.staging.bigcontent.io?timestamp=${SPRING_BANNER_FROM}`);
    expect(domain.body).toBe(`abc123-${SPRING_BANNER_FROM}.staging.bigcontent.io`);
    const staged = await get(`/cms-staging/${domain.body as unknown as string}/content/key/global-banner`);
    expect(staged.cacheControl).toBe('no-store');
    expect(staged.body.content.slides[0].text).toBe('Spring collection: new truffle flavours are here');
    const now = await get('/cms-staging/abc123.staging.bigcontent.io/content/key/global-banner');
    expect(now.body.content.slides).toHaveLength(1);
  });

  it('seeds the Valentine’s countdown to the next Valentine’s Day, whatever the date', async () => {
    expect(nextValentinesDay(new Date('2026-01-10T00:00:00Z'))).toBe('2026-02-14T08:00:00Z');
    expect(nextValentinesDay(new Date('2026-02-14T07:59:59Z'))).toBe('2026-02-14T08:00:00Z');
    expect(nextValentinesDay(new Date('2026-02-14T08:00:00Z'))).toBe('2027-02-14T08:00:00Z');
    expect(nextValentinesDay(new Date('2026-11-26T12:00:00Z'))).toBe('2027-02-14T08:00:00Z');
    const { body } = await get('/cms/sweetshop/content/key/content-blocks/countdown-banner?depth=all&format=inlined');
    const endsAt = Date.parse(body.content.slots[0].countdownTimer.date);
    // Ahead, and at most a year ahead: the banner reads days to come, never thousands.
    expect(endsAt).toBeGreaterThan(Date.now());
    expect(endsAt - Date.now()).toBeLessThanOrEqual(366 * 24 * 60 * 60 * 1000);
  });

  it('gives every image an absolute URL on the sandbox with its size', async () => {
    const { body } = await get('/cms/sweetshop/content/key/content-blocks/hero-banner?depth=all&format=inlined');
    const image = body.content.slots[0].image;
    expect(image.src).toBe(`${sandbox.url}/images/content/content-kitchen.svg`);
    expect(image).toMatchObject({ width: 1200, height: 500 });
    expect((await fetch(image.src)).headers.get('content-type')).toContain('image/svg+xml');
  });
});
