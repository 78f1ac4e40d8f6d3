/**
 * Catalog spec §8: "Search failure logs 'Failed to fetch'." When the backend's suggestion search fails, the
 * suggestions answer is empty (the page stays) and the failure is logged with the spec's words.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('~/services/catalog.server.ts', () => ({
  catalogScope: () => ({ siteId: 'SweetShop', locale: 'en-US' }),
  searchSuggestions: () => Promise.reject(new Error('backend down')),
}));

const { loader } = await import('~/routes/search-suggestions.tsx');

afterEach(() => vi.restoreAllMocks());

describe('a failed suggestion search', () => {
  it('logs "Failed to fetch" and answers no suggestions', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await loader({
      request: new Request('http://shop.test/search/suggestions?q=caramel'),
      context: {},
    } as never);
    expect(logged).toHaveBeenCalledWith('Failed to fetch', expect.any(Error));
    expect(answer.init?.headers).toMatchObject({ 'Cache-Control': 'no-store' });
    expect(answer.data).toMatchObject({ q: 'caramel' });
  });
});
