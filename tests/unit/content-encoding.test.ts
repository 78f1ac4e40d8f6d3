import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '~/models/content-encoding.ts';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers Brotli when the client takes both at the same weight', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('br;q=1.0, gzip;q=1.0', both)).toBe('br');
  });

  it('follows the weights the client gives', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.2, br;q=0.1', both)).toBe('gzip');
  });

  it('never sends a coding the client refuses or does not name', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(chooseEncoding('deflate', both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
  });

  it('takes unnamed codings at the weight of *, and x-gzip as gzip', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0.5, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('x-gzip', both)).toBe('gzip');
  });

  it('sends only the copies that exist', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });

  it('reads malformed weights as a refusal and ignores case and spaces', () => {
    expect(chooseEncoding('br;q=high, gzip', both)).toBe('gzip');
    expect(chooseEncoding('  BR ; Q=0.9 ,GZIP;q=0.3', both)).toBe('br');
  });
});
