import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { emailOnlySchema, loginSchema, newPasswordSchema, registerSchema } from '~/models/auth-forms.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

type Schema = typeof loginSchema | typeof registerSchema | typeof newPasswordSchema | typeof emailOnlySchema;

/** The field errors the route would reply with ({} when the submission succeeds). */
function errors(schema: Schema, fields: Record<string, string>): Record<string, string[]> {
  const submission = parseWithZod(form(fields), { schema });
  if (submission.status === 'success') return {};
  const result: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages) result[name] = messages;
  return result;
}

const EMAIL_REQUIRED = 'This field is required.';
const EMAIL_INVALID = 'Please enter a valid email address.';
const PASSWORD_INVALID = 'Please enter a valid password.';
const NAME_INVALID = 'Please enter a valid name';

describe('loginSchema', () => {
  it('accepts a valid login and trims the e-mail', () => {
    const submission = parseWithZod(form({ email: '  ava@example.com ', password: 'anything', redirectTo: '/cart' }), {
      schema: loginSchema,
    });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toEqual({ email: 'ava@example.com', password: 'anything', redirectTo: '/cart' });
  });

  it('does not apply the password policy to the current password', () => {
    expect(errors(loginSchema, { email: 'ava@example.com', password: 'x' })).toEqual({});
  });

  it('missing e-mail → required message', () => {
    expect(errors(loginSchema, { password: 'Candy!Shop1' })).toEqual({ email: [EMAIL_REQUIRED] });
    expect(errors(loginSchema, { email: '', password: 'Candy!Shop1' })).toEqual({ email: [EMAIL_REQUIRED] });
  });

  it.each([['ava'], ['ava@example'], ['ava@example.c'], ['@example.com'], ['ava@@example.com'], ['ava example@x.com']])(
    'bad e-mail %s → valid-email message',
    (email) => {
      expect(errors(loginSchema, { email, password: 'Candy!Shop1' })).toEqual({ email: [EMAIL_INVALID] });
    },
  );

  it('missing password → valid-password message', () => {
    expect(errors(loginSchema, { email: 'ava@example.com' })).toEqual({ password: [PASSWORD_INVALID] });
    expect(errors(loginSchema, { email: 'ava@example.com', password: '' })).toEqual({ password: [PASSWORD_INVALID] });
  });

  it('password over 255 characters → valid-password message', () => {
    expect(errors(loginSchema, { email: 'ava@example.com', password: 'a'.repeat(256) })).toEqual({
      password: [PASSWORD_INVALID],
    });
  });

  it('reports both fields when the form is empty', () => {
    expect(errors(loginSchema, {})).toEqual({ email: [EMAIL_REQUIRED], password: [PASSWORD_INVALID] });
  });

  it('accepts login e-mails longer than the 50-character form limit', () => {
    const email = `${'a'.repeat(60)}@example.com`;
    expect(errors(loginSchema, { email, password: 'x' })).toEqual({});
  });

  it('refuses a redirectTo over 2048 characters', () => {
    const result = errors(loginSchema, { email: 'ava@example.com', password: 'x', redirectTo: `/${'a'.repeat(2048)}` });
    expect(Object.keys(result)).toEqual(['redirectTo']);
  });
});

describe('registerSchema', () => {
  const valid = { firstName: 'Ava', lastName: 'Sweet', email: 'ava@example.com', password: 'Candy!Shop1' };

  it('accepts a valid registration', () => {
    const submission = parseWithZod(form(valid), { schema: registerSchema });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toEqual(valid);
  });

  it.each([
    ['Zoë', 'Brontë'],
    ['José', 'Núñez'],
    ['Chloé', "O'Connor-Smith"],
    ['Ångström', 'Müller'],
  ])('accepts accented names %s %s', (firstName, lastName) => {
    expect(errors(registerSchema, { ...valid, firstName, lastName })).toEqual({});
  });

  it("a name starting with '-' → 'Please enter a valid name'", () => {
    expect(errors(registerSchema, { ...valid, firstName: '-Ava' })).toEqual({ firstName: [NAME_INVALID] });
    expect(errors(registerSchema, { ...valid, lastName: '-Sweet' })).toEqual({ lastName: [NAME_INVALID] });
  });

  it('missing names → required message', () => {
    expect(errors(registerSchema, { email: valid.email, password: valid.password })).toEqual({
      firstName: [EMAIL_REQUIRED],
      lastName: [EMAIL_REQUIRED],
    });
  });

  it('names over 50 characters are refused', () => {
    expect(errors(registerSchema, { ...valid, firstName: 'A'.repeat(50) })).toEqual({});
    expect(errors(registerSchema, { ...valid, firstName: 'A'.repeat(51) })).toHaveProperty('firstName');
  });

  it('an e-mail of 50 characters is accepted, 51 is refused', () => {
    const at50 = `${'a'.repeat(38)}@example.com`;
    expect(at50).toHaveLength(50);
    expect(errors(registerSchema, { ...valid, email: at50 })).toEqual({});
    expect(errors(registerSchema, { ...valid, email: `a${at50}` })).toEqual({ email: [EMAIL_INVALID] });
  });

  it('a weak password lists every broken rule', () => {
    expect(errors(registerSchema, { ...valid, password: 'abc' })).toEqual({
      password: [
        'At least 8 characters',
        'At least one uppercase letter',
        'At least one number',
        'At least one special character',
      ],
    });
    expect(errors(registerSchema, { ...valid, password: 'candyshop' })).toEqual({
      password: ['At least one uppercase letter', 'At least one number', 'At least one special character'],
    });
  });

  it('a password breaking one rule lists just that rule', () => {
    expect(errors(registerSchema, { ...valid, password: 'Candy!Shop' })).toEqual({ password: ['At least one number'] });
  });

  it('missing password → required message', () => {
    expect(errors(registerSchema, { ...valid, password: '' })).toEqual({ password: [EMAIL_REQUIRED] });
  });
});

describe('emailOnlySchema', () => {
  it('accepts a valid e-mail and refuses a missing or invalid one', () => {
    expect(errors(emailOnlySchema, { email: 'ava@example.com' })).toEqual({});
    expect(errors(emailOnlySchema, {})).toEqual({ email: [EMAIL_REQUIRED] });
    expect(errors(emailOnlySchema, { email: 'ava@' })).toEqual({ email: [EMAIL_INVALID] });
  });
});

describe('newPasswordSchema', () => {
  const valid = {
    token: 'reset-token',
    email: 'ava@example.com',
    password: 'Candy!Shop1',
    confirmPassword: 'Candy!Shop1',
  };

  it('accepts matching strong passwords', () => {
    const submission = parseWithZod(form(valid), { schema: newPasswordSchema });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toEqual(valid);
  });

  it("mismatch → 'The passwords do not match.' on confirmPassword", () => {
    expect(errors(newPasswordSchema, { ...valid, confirmPassword: 'Candy!Shop2' })).toEqual({
      confirmPassword: ['The passwords do not match.'],
    });
  });

  it('a weak new password lists the broken rules', () => {
    expect(errors(newPasswordSchema, { ...valid, password: 'candy!shop1', confirmPassword: 'candy!shop1' })).toEqual({
      password: ['At least one uppercase letter'],
    });
  });

  it('a missing token → the reset-link message', () => {
    const { token: _token, ...rest } = valid;
    expect(errors(newPasswordSchema, rest)).toEqual({
      token: ['This password reset link is invalid or has expired. Please request a new one.'],
    });
  });

  it('a missing confirmation → required message', () => {
    const { confirmPassword: _confirm, ...rest } = valid;
    expect(errors(newPasswordSchema, rest)).toEqual({ confirmPassword: [EMAIL_REQUIRED] });
  });
});

describe('one message per field at a time', () => {
  it.each([
    ['loginSchema', 'email', '   ', 'This field is required.'],
    ['registerSchema', 'firstName', '   ', 'This field is required.'],
    ['registerSchema', 'email', `${'a'.repeat(45)}@example.com`, 'Please enter a valid email address.'],
  ] as const)('%s %s %j → only %j', (schemaName, field, value, message) => {
    const schema = schemaName === 'loginSchema' ? loginSchema : registerSchema;
    const formData = new FormData();
    formData.set(field, value);
    const submission = parseWithZod(formData, { schema });
    expect(submission.status).toBe('error');
    expect(submission.reply().error?.[field]).toEqual([message]);
  });
});
