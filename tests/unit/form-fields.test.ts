import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema } from '~/models/auth-forms.ts';
import { CUSTOMER_KEY_FIELD } from '~/models/checkout-step.ts';
import { HONEYPOT_FIELD } from '~/models/form-constants.ts';
import { eGiftCardSchema } from '~/models/e-gift-card-form.ts';
import { definedFields, definesField, formFields, generalName, repostedFields } from '~/models/form-fields.ts';
import { guestShippingSchema } from '~/models/shipping-form.ts';
import { RECAPTCHA_FIELD } from '~/models/recaptcha.ts';
import { parseForm } from '~/services/form.server.ts';
import { formSchemas, schemaNames } from './helpers/form-schemas.ts';

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};
const namesOf = (form: FormData | URLSearchParams) => [...form.keys()];

describe('formFields: the names a schema defines', () => {
  it('reads objects, nested objects and every wrapper around a field', () => {
    const schema = z.object({
      email: z.string().email(),
      note: z.string().optional(),
      nick: z.string().nullable(),
      count: z.coerce.number().default(1),
      size: z.enum(['s', 'm']).catch('s'),
      fixed: z.string().readonly(),
      address: z.object({ city: z.string(), zip: z.string().optional() }).optional(),
    });
    const { names, open } = formFields(schema);
    expect([...names]).toEqual(
      expect.arrayContaining(['email', 'note', 'nick', 'count', 'size', 'fixed', 'address.city', 'address.zip']),
    );
    expect(names.has('address')).toBe(false);
    expect(open.size).toBe(0);
  });

  it('reads z.preprocess, .transform, .pipe, .refine and .superRefine', () => {
    const schema = z.preprocess(
      (value) => value,
      z
        .object({
          agree: z.preprocess((value) => value === 'on', z.boolean()),
          code: z.string().transform((value) => value.toUpperCase()),
          amount: z.string().pipe(z.coerce.number()),
          word: z.string().refine((value) => value !== 'x'),
        })
        .superRefine(() => {}),
    );
    expect([...formFields(schema).names]).toEqual(expect.arrayContaining(['agree', 'code', 'amount', 'word']));
  });

  it('reads lists of values and of rows with their indexes as []', () => {
    const schema = z.object({
      tags: z.array(z.string()),
      rows: z.array(z.object({ id: z.string(), gift: z.string().optional() })).max(50),
      pair: z.tuple([z.string(), z.number()]),
    });
    expect([...formFields(schema).names]).toEqual(
      expect.arrayContaining(['tags', 'tags[]', 'rows', 'rows[].id', 'rows[].gift', 'pair', 'pair[]']),
    );
  });

  it('reads every branch of a union, a discriminated union and an intersection', () => {
    const schema = z.intersection(
      z.discriminatedUnion('intent', [
        z.object({ intent: z.literal('add'), pid: z.string() }),
        z.object({ intent: z.literal('remove'), lineId: z.string() }),
      ]),
      z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
    );
    expect([...formFields(schema).names]).toEqual(expect.arrayContaining(['intent', 'pid', 'lineId', 'a', 'b']));
  });

  it('leaves records, loose objects and `any` open, and a recursive schema bounded', () => {
    const node: z.ZodType = z.object({ label: z.string(), child: z.lazy(() => node).optional() });
    const schema = z.object({
      meta: z.record(z.string(), z.string()),
      extra: z.looseObject({ known: z.string() }),
      blob: z.any(),
      tree: node,
    });
    const fields = formFields(schema);
    expect([...fields.open]).toEqual(expect.arrayContaining(['meta', 'extra', 'blob']));
    expect(definesField(fields, 'meta.anything')).toBe(true);
    expect(definesField(fields, 'extra.other')).toBe(true);
    expect(definesField(fields, 'blob[2].x')).toBe(true);
    expect(definesField(fields, 'metaphor')).toBe(false);
    expect(definesField(fields, 'tree.child.child.label')).toBe(true);
  });

  it('counts the fields every form carries besides its schema', () => {
    const fields = formFields(z.object({ email: z.string() }));
    for (const name of [HONEYPOT_FIELD, RECAPTCHA_FIELD, CUSTOMER_KEY_FIELD])
      expect(definesField(fields, name), name).toBe(true);
  });
});

describe('definesField and generalName', () => {
  const fields = formFields(
    z.object({
      email: z.string(),
      shipments: z.array(z.object({ giftMessage: z.string() })),
      tags: z.array(z.string()),
    }),
  );

  it('matches a posted name whatever its list index', () => {
    expect(generalName('shipments[49].giftMessage')).toBe('shipments[].giftMessage');
    expect(definesField(fields, 'shipments[0].giftMessage')).toBe(true);
    expect(definesField(fields, 'shipments[49].giftMessage')).toBe(true);
    expect(definesField(fields, 'tags')).toBe(true);
    expect(definesField(fields, 'tags[3]')).toBe(true);
  });

  it.each(['inventedName', 'emailx', 'email.x', 'email[0]', 'shipments[0].invented', 'shipments[0]', '__state__', ''])(
    'refuses %j',
    (name) => {
      expect(definesField(fields, name)).toBe(false);
    },
  );
});

describe('definedFields: the posted form cut down to its schema', () => {
  const fields = formFields(loginSchema);

  it('keeps the form’s fields in the order sent and drops invented ones', () => {
    const kept = definedFields(
      formOf([
        ['email', 'ava@example.com'],
        ['inventedName', 'zzz'],
        ['password', 'secret'],
        ['email', 'second'],
        ['__state__', '{"validated":{"inventedName":true}}'],
      ]),
      fields,
    );
    expect([...kept.entries()]).toEqual([
      ['email', 'ava@example.com'],
      ['password', 'secret'],
      ['email', 'second'],
    ]);
  });

  it('works on search parameters too', () => {
    const kept = definedFields(new URLSearchParams('email=a&invented=b'), fields);
    expect(kept).toBeInstanceOf(URLSearchParams);
    expect(kept.toString()).toBe('email=a');
  });

  it('keeps a file as it was sent', () => {
    const form = new FormData();
    form.append('email', new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect((definedFields(form, fields).get('email') as File).name).toBe('a.txt');
  });

  it('keeps Conform’s validation intent of the form or one of its fields, and drops every other intent', () => {
    const intent = (value: unknown) => namesOf(definedFields(formOf([['__intent__', JSON.stringify(value)]]), fields));
    expect(intent({ type: 'validate', payload: { name: 'email' } })).toEqual(['__intent__']);
    expect(intent({ type: 'validate', payload: {} })).toEqual(['__intent__']);
    expect(intent({ type: 'validate', payload: { name: 'inventedName' } })).toEqual([]);
    expect(intent({ type: 'update', payload: { value: { inventedName: 'zzz' } } })).toEqual([]);
    expect(intent({ type: 'insert', payload: { name: 'email', defaultValue: 'zzz' } })).toEqual([]);
    expect(namesOf(definedFields(formOf([['__intent__', 'not json']]), fields))).toEqual([]);
  });
});

describe('repostedFields: the address verification’s hidden inputs', () => {
  it('posts the form’s own fields again (first value of each) with its intent, without the field the page sets and anything invented', () => {
    const form = formOf([
      ['intent', 'shipping'],
      ['firstName', 'Ava'],
      ['firstName', 'second'],
      ['city', 'Boston'],
      [CUSTOMER_KEY_FIELD, 'key'],
      ['verify', 'accept'],
      ['inventedName', '<b>zzz</b>'],
    ]);
    expect(repostedFields(form, guestShippingSchema, 'verify')).toEqual({
      intent: 'shipping',
      firstName: 'Ava',
      city: 'Boston',
      [CUSTOMER_KEY_FIELD]: 'key',
    });
  });
});

describe('parseForm', () => {
  it('replies without a field the form does not define, and with what the shopper typed', () => {
    const form = formOf([
      ['email', 'not-an-email'],
      ['password', 'secret'],
      ['inventedName', 'zzz'],
      ['__intent__', JSON.stringify({ type: 'update', payload: { value: { inventedName: 'zzz' } } })],
      ['__state__', '{"zzz":1}'],
    ]);
    const reply = parseForm(form, { schema: loginSchema }).reply({ hideFields: ['password'] });
    expect(reply.status).toBe('error');
    expect(reply.initialValue).toEqual({ email: 'not-an-email' });
    expect(JSON.stringify(reply)).not.toMatch(/invented|zzz/);
    // Before: Conform's own parse echoes the invented field (the reason for parseForm).
    expect(JSON.stringify(parseWithZod(form, { schema: loginSchema }).reply())).toMatch(/inventedName/);
  });

  it('parses a valid form as Conform does', () => {
    const form = formOf([
      ['design', 'classic'],
      ['amount', '25'],
      ['recipientName', 'Ava'],
      ['recipientEmail', 'ava@example.com'],
      ['senderName', 'Ben'],
      ['deliveryDate', new Date().toISOString().slice(0, 10)],
      ['invented', 'zzz'],
    ]);
    const schema = eGiftCardSchema();
    const ours = parseForm(form, { schema });
    const conforms = parseWithZod(form, { schema });
    expect(ours.status).toBe(conforms.status);
    expect(ours.status === 'success' ? ours.value : ours.error).toEqual(
      conforms.status === 'success' ? conforms.value : conforms.error,
    );
  });
});

describe('every form of the shop', () => {
  const schemas = formSchemas();

  it('is found', () => {
    expect(schemas.length).toBeGreaterThan(45);
  });

  // Each field filled in (a list at its last row): every name is kept, and Conform parses the cut-down form exactly as the whole.
  // ('US': a country code the address forms' cross-field checks can look up.)
  it.each(schemas)('%s keeps every one of its fields', (_label, schema) => {
    const names = [...new Set(schemaNames(schema))].filter(Boolean);
    const form = formOf(names.map((name) => [name, 'US']));
    const fields = formFields(schema);
    expect(names.filter((name) => !definesField(fields, name))).toEqual([]);
    expect(namesOf(definedFields(form, fields))).toEqual(names);
    expect(parseForm(form, { schema }).reply()).toEqual(parseWithZod(form, { schema }).reply());
  });
});
