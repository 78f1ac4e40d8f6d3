import { describe, expect, it } from 'vitest';
import { isOutage, SiteMaintenance } from '~/services/commerce-errors.server.ts';

describe('isOutage: no answer at all from the commerce backend', () => {
  it('is a refused connection or a timeout (an error without a response)', () => {
    expect(isOutage(new TypeError('fetch failed'))).toBe(true);
    expect(isOutage(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
  });

  it('is not an answer of the backend, however bad, nor a redirect or maintenance', () => {
    const answered = Object.assign(new Error('Internal Server Error'), {
      response: new Response('{}', { status: 500 }),
    });
    expect(isOutage(answered)).toBe(false);
    expect(isOutage(new Response(null, { status: 302, headers: { location: '/login' } }))).toBe(false);
    expect(isOutage(new SiteMaintenance())).toBe(false);
  });
});
