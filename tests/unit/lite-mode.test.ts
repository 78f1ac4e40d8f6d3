import { describe, expect, it } from 'vitest';
import { isLiteMode, liteModeChoice } from '~/models/lite-mode.ts';

describe('lite mode', () => {
  it('follows the browser’s Save-Data when the shopper has not chosen', () => {
    expect(isLiteMode('on', null)).toBe(true);
    expect(isLiteMode(' On ', 'cookie_consent=1')).toBe(true);
    expect(isLiteMode(null, null)).toBe(false);
    expect(isLiteMode('off', null)).toBe(false);
  });

  it('follows the shopper’s choice over Save-Data', () => {
    expect(isLiteMode(null, 'lite_mode=lite')).toBe(true);
    expect(isLiteMode('on', 'lite_mode=full')).toBe(false);
    expect(isLiteMode('on', 'lite_mode=nonsense')).toBe(true);
  });

  it('takes only the two choices from the form', () => {
    expect(liteModeChoice('lite')).toBe('lite');
    expect(liteModeChoice('full')).toBe('full');
    expect(liteModeChoice('LITE')).toBeNull();
    expect(liteModeChoice(null)).toBeNull();
  });
});
