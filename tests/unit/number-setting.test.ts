import { describe, expect, it } from 'vitest';
import { numberSetting } from '~/models/number-setting.ts';

describe('numeric settings', () => {
  it('reads a number, and falls back when it is unset, blank, not a number or negative', () => {
    expect(numberSetting('0', 7)).toBe(0);
    expect(numberSetting(' 2.5 ', 7)).toBe(2.5);
    for (const value of [undefined, '', '  ', 'ten', '-1', 'Infinity']) expect(numberSetting(value, 7)).toBe(7);
  });

  it('refuses 0 when the setting must be positive, and fractions when it must be whole', () => {
    expect(numberSetting('0', 7, { positive: true })).toBe(7);
    expect(numberSetting('0.5', 7, { positive: true })).toBe(0.5);
    expect(numberSetting('0.5', 7, { integer: true })).toBe(7);
    expect(numberSetting('256', 7, { positive: true, integer: true })).toBe(256);
    expect(numberSetting('1e20', 7, { integer: true })).toBe(7);
  });
});
