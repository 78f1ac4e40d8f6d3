import { describe, expect, it, vi } from 'vitest';
import { fillRedirectTo, islandVersion, markupMemo, REDIRECT_TO_SLOT } from '~/models/static-island.ts';

describe('islandVersion', () => {
  it('is equal for equal inputs and differs when any input does', () => {
    const footer = { texts: { signUpTitle: 'Join' }, locale: 'en-US', lite: false, year: 2026 };
    expect(islandVersion(footer)).toBe(islandVersion({ ...footer, texts: { signUpTitle: 'Join' } }));
    expect(islandVersion(footer)).not.toBe(islandVersion({ ...footer, locale: 'en-CA' }));
    expect(islandVersion(footer)).not.toBe(islandVersion({ ...footer, lite: true }));
    expect(islandVersion(footer)).not.toBe(islandVersion({ ...footer, texts: { signUpTitle: 'Join us' } }));
    expect(islandVersion(footer)).toMatch(/^[0-9a-z]+$/);
  });
});

describe('fillRedirectTo', () => {
  it('puts the page address in every slot, escaped as an attribute value', () => {
    const markup = `<input name="redirectTo" value="${REDIRECT_TO_SLOT}"/><input name="redirectTo" value="${REDIRECT_TO_SLOT}"/>`;
    expect(fillRedirectTo(markup, '/search?q=a&b="c"<d>\'')).toBe(
      '<input name="redirectTo" value="/search?q=a&amp;b=&quot;c&quot;&lt;d&gt;&apos;"/>'.repeat(2),
    );
    expect(fillRedirectTo('<p>no form</p>', '/cart')).toBe('<p>no form</p>');
  });
});

describe('markupMemo', () => {
  it('renders once per version and drops the oldest past its limit', () => {
    const memo = markupMemo(2);
    const render = vi.fn((text: string) => `<p>${text}</p>`);
    expect(memo('a', () => render('a'))).toBe('<p>a</p>');
    expect(memo('a', () => render('again'))).toBe('<p>a</p>');
    expect(render).toHaveBeenCalledTimes(1);
    memo('b', () => render('b'));
    memo('c', () => render('c'));
    // "a" was the oldest: rendered anew; "c" is still kept.
    expect(memo('a', () => render('a2'))).toBe('<p>a2</p>');
    expect(memo('c', () => render('c2'))).toBe('<p>c</p>');
  });
});
