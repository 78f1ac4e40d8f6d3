import { describe, expect, it } from 'vitest';
import { FORM_BODY_MAX_BYTES } from '~/models/constants.ts';
import { FORM_POST_MESSAGES, formPostProblem } from '~/models/form-post.ts';

const post = (contentType: string | null, contentLength: string | null = '10', method = 'POST') => formPostProblem({ method, contentType, contentLength });

describe('formPostProblem', () => {
  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('lets %s through whatever it carries', (method) => {
    expect(post('application/json', '999999999', method)).toBeNull();
  });

  it.each([
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded;charset=UTF-8',
    'Application/X-WWW-Form-Urlencoded; charset=utf-8',
    'multipart/form-data; boundary=----x',
  ])('accepts a form post (%s)', (type) => {
    expect(post(type)).toBeNull();
  });

  it('refuses a streamed (chunked) form of unknown length with 411', () => {
    expect(formPostProblem({ method: 'POST', contentType: 'application/x-www-form-urlencoded', contentLength: null, transferEncoding: 'chunked' })).toEqual({
      status: 411,
      message: FORM_POST_MESSAGES.lengthRequired,
    });
  });

  it('accepts an empty form and one without a length or a body', () => {
    expect(post('application/x-www-form-urlencoded', '0')).toBeNull();
    expect(post('application/x-www-form-urlencoded', null)).toBeNull();
  });

  it.each([
    ['JSON', 'application/json'],
    ['text/plain (an enctype browsers allow)', 'text/plain'],
    ['no body type', null],
    ['an empty type', ''],
    ['a look-alike', 'application/x-www-form-urlencoded-evil'],
  ])('refuses %s with 415', (_label, type) => {
    expect(post(type)).toEqual({ status: 415, message: FORM_POST_MESSAGES.unsupported });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('applies to %s as well', (method) => {
    expect(post('application/json', '2', method)?.status).toBe(415);
  });

  it('refuses a body over the limit with 413, and a nonsense length', () => {
    expect(post('application/x-www-form-urlencoded', String(FORM_BODY_MAX_BYTES))).toBeNull();
    expect(post('application/x-www-form-urlencoded', String(FORM_BODY_MAX_BYTES + 1))).toEqual({ status: 413, message: FORM_POST_MESSAGES.tooLarge });
    expect(post('application/x-www-form-urlencoded', '-1')?.status).toBe(413);
    expect(post('application/x-www-form-urlencoded', 'lots')?.status).toBe(413);
  });

  it('allows the 100 KB fields the bad-input tests send', () => {
    expect(FORM_BODY_MAX_BYTES).toBeGreaterThanOrEqual(4 * 100 * 1024);
  });
});
