import { describe, expect, it } from 'vitest';
import { shortDigest } from '~/models/digest.ts';

describe('shortDigest', () => {
  it('is 16 hex digits, the same for the same text and different for a one-character change', () => {
    expect(shortDigest('USD|10101::2:31.90')).toMatch(/^[0-9a-f]{16}$/);
    expect(shortDigest('USD|10101::2:31.90')).toBe(shortDigest('USD|10101::2:31.90'));
    expect(shortDigest('USD|10101::2:31.90')).not.toBe(shortDigest('USD|10101::3:31.90'));
    expect(shortDigest('')).toBe('01000193811c9dc5');
  });
});
