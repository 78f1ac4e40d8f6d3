import { describe, expect, it } from 'vitest';
import { CUSTOMER_KEY_FIELD } from '~/models/checkout-step.ts';
import {
  FORM_BODY_MAX_BYTES,
  FORM_MAX_FIELDS,
  FORM_MAX_LIST_INDEX,
  FORM_MAX_NAME_DEPTH,
  FORM_MAX_NAME_LENGTH,
  FORM_MAX_REPEATS_PER_NAME,
  HONEYPOT_FIELD,
} from '~/models/form-constants.ts';
import {
  fieldNameProblem,
  FORM_POST_MESSAGES,
  formBodyScanner,
  formFieldsProblem,
  formPostProblem,
} from '~/models/form-post.ts';
import { RECAPTCHA_FIELD } from '~/models/recaptcha.ts';
import { readFormData } from '~/services/form.server.ts';
import { formSchemas, schemaNames } from './helpers/form-schemas.ts';

const post = (contentType: string | null, contentLength: string | null = '10', method = 'POST') =>
  formPostProblem({ method, contentType, contentLength });

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
    expect(
      formPostProblem({
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        contentLength: null,
        transferEncoding: 'chunked',
      }),
    ).toEqual({
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
    expect(post('application/x-www-form-urlencoded', String(FORM_BODY_MAX_BYTES + 1))).toEqual({
      status: 413,
      message: FORM_POST_MESSAGES.tooLarge,
    });
    expect(post('application/x-www-form-urlencoded', '-1')?.status).toBe(413);
    expect(post('application/x-www-form-urlencoded', 'lots')?.status).toBe(413);
  });

  it('allows the 100 KB fields the bad-input tests send', () => {
    expect(FORM_BODY_MAX_BYTES).toBeGreaterThanOrEqual(4 * 100 * 1024);
  });
});

const URLENCODED = 'application/x-www-form-urlencoded';
const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds a body to a scanner in chunks of `size` bytes; the first problem, or the end's. */
function scan(contentType: string, body: string, size = 7) {
  const scanner = formBodyScanner(contentType);
  const all = bytes(body);
  for (let at = 0; at < all.length; at += size) {
    const problem = scanner.write(all.subarray(at, at + size));
    if (problem) return { problem, at };
  }
  return { problem: scanner.end(), at: all.length };
}

describe('form field caps', () => {
  it('let a real form through, however its body is cut into chunks', () => {
    const body = 'email=ava%40example.com&password=Candy%21Shop1&remember=on&redirectTo=%2Faccount';
    for (const size of [1, 2, 7, 1000]) expect(scan(URLENCODED, body, size).problem).toBeNull();
  });

  it('refuse 30,000 repeats of one name with 400 as soon as the cap is passed, not at the end', () => {
    const body = 'a=1&'.repeat(30_000);
    const { problem, at } = scan(`${URLENCODED}; charset=UTF-8`, body, 4096);
    expect(problem).toEqual({ status: 400, message: FORM_POST_MESSAGES.repeatedField });
    expect(at).toBeLessThan(4096);
  });

  it('count a name however it is spelled (escapes, +) and only real fields (not `&&`)', () => {
    const spelled = Array.from({ length: FORM_MAX_REPEATS_PER_NAME + 1 }, (_, i) =>
      i % 3 === 0 ? 'a+b=1' : i % 3 === 1 ? 'a%20b' : 'a%20%62=',
    ).join('&');
    expect(scan(URLENCODED, spelled, 3).problem?.status).toBe(400);
    expect(scan(URLENCODED, `${'a=1&&&'.repeat(FORM_MAX_REPEATS_PER_NAME)}b=2`).problem).toBeNull();
    // Names split across chunks, and values containing `=`, are one field each.
    expect(scan(URLENCODED, `${'x=a=b&'.repeat(FORM_MAX_REPEATS_PER_NAME)}x=c`, 1).problem?.status).toBe(400);
  });

  it('refuse more distinct fields than any form has with 413', () => {
    const body = Array.from({ length: FORM_MAX_FIELDS + 1 }, (_, i) => `f${i}=1`).join('&');
    expect(scan(URLENCODED, body, 100).problem).toEqual({ status: 413, message: FORM_POST_MESSAGES.tooManyFields });
    expect(scan(URLENCODED, body.slice(0, body.lastIndexOf('&')), 100).problem).toBeNull();
  });

  it('count the parts of a multipart form, also when a boundary straddles two chunks', () => {
    const part = (name: string) => `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nvalue\r\n`;
    const form = (parts: number) => Array.from({ length: parts }, (_, i) => part(`f${i}`)).join('') + '--XyZ--\r\n';
    expect(scan('multipart/form-data; boundary=XyZ', form(FORM_MAX_FIELDS), 50).problem).toBeNull();
    expect(scan('multipart/form-data; boundary="XyZ"', form(FORM_MAX_FIELDS + 1), 50).problem?.status).toBe(413);
  });

  it('hold over a parsed form too (readFormData)', () => {
    expect(formFieldsProblem(['a', 'b', 'a'])).toBeNull();
    expect(formFieldsProblem(Array(FORM_MAX_REPEATS_PER_NAME + 1).fill('a'))?.status).toBe(400);
    expect(formFieldsProblem(Array.from({ length: FORM_MAX_FIELDS + 1 }, (_, i) => `f${i}`))?.status).toBe(413);
  });
});

const BAD_NAME = { status: 400, message: FORM_POST_MESSAGES.fieldName };
/** A name of `parts` parts joined by dots (`a.b.b…`). */
const dotted = (parts: number) => `a${'.b'.repeat(parts - 1)}`;

describe('field names', () => {
  it.each([
    'email',
    'g-recaptcha_token',
    '__intent__',
    'shipments[0].shipmentId',
    `shipments[${FORM_MAX_LIST_INDEX}].deliveryInstructions`,
    'a[007]',
  ])('accepts %s', (name) => {
    expect(fieldNameProblem(name)).toBeNull();
  });

  it.each([
    ['a huge list index', 'a[99999999]'],
    ['an index past the bound', `a[${FORM_MAX_LIST_INDEX + 1}]`],
    ['a huge index with leading zeros', `a[${'0'.repeat(20)}99999999]`],
    ['thousands of dotted parts', dotted(5000)],
    ['more parts than the bound', dotted(FORM_MAX_NAME_DEPTH + 1)],
    ['a name over the length bound', 'a'.repeat(FORM_MAX_NAME_LENGTH + 1)],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['empty brackets (a push)', 'todos[]'],
    ['an empty name', ''],
    ['an empty part', 'a..b'],
    ['a prototype path with odd characters', 'a["__proto__"]'],
  ])('refuses %s with 400 and a message that names no field', (_label, name) => {
    expect(fieldNameProblem(name)).toEqual(BAD_NAME);
  });

  it('refuse the sparse list and the deep name in the body scanner, before anything is parsed', () => {
    expect(scan(URLENCODED, 'a[99999999]=1', 1).problem).toEqual(BAD_NAME);
    expect(scan(URLENCODED, `email=x&${encodeURIComponent('a[3000000]')}=1`).problem).toEqual(BAD_NAME);
    expect(scan(URLENCODED, `${dotted(5000)}=1`, 4096).problem).toEqual(BAD_NAME);
  });

  it('refuse an overlong name while it arrives, before its end', () => {
    const { problem, at } = scan(URLENCODED, `${'a'.repeat(200_000)}=1`, 4096);
    expect(problem).toEqual(BAD_NAME);
    expect(at).toBeLessThan(20 * FORM_MAX_NAME_LENGTH);
  });

  it('hold over a parsed form too (readFormData), a multipart one included, and reply with the fixed message only', async () => {
    expect(formFieldsProblem(['email', 'a[99999999]'])).toEqual(BAD_NAME);
    const form = new FormData();
    form.append('email', 'ava@example.com');
    form.append('a[99999999]', '<b>echo</b>');
    const refusal = await readFormData(new Request('http://localhost/login', { method: 'POST', body: form })).catch(
      (thrown: unknown) => thrown,
    );
    expect(refusal).toMatchObject({ data: { error: FORM_POST_MESSAGES.fieldName }, init: { status: 400 } });
    expect(JSON.stringify(refusal)).not.toMatch(/99999999|echo/);
  });
});

describe('the shop’s own forms', () => {
  const schemas = formSchemas();
  // A schema of one field (a shared rule, not a form) names nothing: the ''s are left out.
  const names = [...new Set(schemas.flatMap(([, schema]) => schemaNames(schema)))].filter(Boolean);

  it('all pass the name rule: every field of every form, its longest lists at their last row', () => {
    expect(schemas.length).toBeGreaterThan(40);
    expect(names).toContain('shipments[49].deliveryInstructions');
    const extra = ['__intent__', '__state__', CUSTOMER_KEY_FIELD, RECAPTCHA_FIELD, HONEYPOT_FIELD];
    expect([...names, ...extra].filter((name) => fieldNameProblem(name))).toEqual([]);
  });

  it('pass the body scanner: the multi-ship shipping step with its most shipments', () => {
    const body = new URLSearchParams({ intent: 'multi-ship', email: 'ava@example.com' });
    for (let row = 0; row < 50; row++) {
      for (const field of ['shipmentId', 'shippingMethodId', 'giftMessage', 'deliveryInstructions'])
        body.append(`shipments[${row}].${field}`, `value ${row}`);
    }
    expect(scan(URLENCODED, body.toString(), 100).problem).toBeNull();
  });
});
