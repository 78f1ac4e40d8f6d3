import { describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_SKIP_PATHS_DEFAULT } from '~/models/site-constants.ts';
import { parsePathList, pathIsUnder, showsChat } from '~/models/shell-paths.ts';

describe('shell paths', () => {
  it('hides the chat on the bag and the checkout steps only', () => {
    for (const path of ['/cart', '/shipping', '/billing', '/revieworder', '/cart/'])
      expect(showsChat(path)).toBe(false);
    for (const path of ['/', '/carton', '/category/chocolate', '/help/faq']) expect(showsChat(path)).toBe(true);
  });

  it('a listed path covers itself and what is under it, not a longer name', () => {
    expect(pathIsUnder('/company-info/privacy-policy', ['/company-info/privacy-policy/'])).toBe(true);
    expect(pathIsUnder('/help/faq/shipping', ['/help/faq'])).toBe(true);
    expect(pathIsUnder('/help/faqs', ['/help/faq'])).toBe(false);
    expect(pathIsUnder('/anything', [])).toBe(false);
  });

  it('reads the configured list: default when unset, empty when set empty, only site paths', () => {
    expect(parsePathList(undefined, COOKIE_NOTICE_SKIP_PATHS_DEFAULT)).toEqual(COOKIE_NOTICE_SKIP_PATHS_DEFAULT);
    expect(parsePathList('', COOKIE_NOTICE_SKIP_PATHS_DEFAULT)).toEqual([]);
    expect(parsePathList(' /a , b, //evil.example, /c/ ', [])).toEqual(['/a', '/c/']);
  });
});
