import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  emailField,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  nameField,
  requiredText,
} from '~/models/field-rules.ts';

describe('EMAIL_PATTERN (word characters, dots, percent, plus, hyphen; @; a domain; a 2–6 letter suffix)', () => {
  it.each([
    ['ava@example.com'],
    ['ava.sweet@example.com'],
    ['ava+candy@example.com'],
    ['ava%sweet@example.com'],
    ['ava-sweet@example.com'],
    ['ava_sweet@example.com'],
    ['AVA123@EXAMPLE.COM'],
    ['ava@mail.example.co.uk'],
    ['ava@my-shop.example.io'],
    ['a@b.ca'],
    ['ava@example.museum'],
  ])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    ['no at sign', 'ava.example.com'],
    ['two at signs', 'ava@@example.com'],
    ['nothing before @', '@example.com'],
    ['no domain', 'ava@'],
    ['no suffix', 'ava@example'],
    ['one-letter suffix', 'ava@example.c'],
    ['seven-letter suffix', 'ava@example.abcdefg'],
    ['digit in the suffix', 'ava@example.c0m'],
    ['empty domain label', 'ava@.com'],
    ['trailing dot', 'ava@example.com.'],
    ['space in the local part', 'ava sweet@example.com'],
    ['leading space', ' ava@example.com'],
    ['quote', 'ava"@example.com'],
    ['exclamation mark', 'ava!@example.com'],
    ['accented local part', 'zoë@example.com'],
    ['comma', 'ava,sweet@example.com'],
    ['empty', ''],
  ])('refuses %s', (_label, email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe("NAME_PATTERN (starts with a letter, digit or ?, then accented letters and / . , # @ ( ) ' + ! ? & -)", () => {
  it.each([
    ['Ava'],
    ['Zoë'],
    ['José'],
    ['Ørsted'],
    ['Zoe\u0308'],
    ["O'Brien"],
    ['Mary-Jane'],
    ['St. John'],
    ['Van der Berg'],
    ['?'],
    ['?Unknown'],
    ['3M'],
    ['1st Choice Candy'],
    ['Ben & Jerry'],
    ['Sweets (US), Inc.'],
    ['Shop #1 / Main'],
    ['Candy@Work'],
    ['A+B!?'],
    ['Шоколад'],
  ])('accepts %s', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['starts with a hyphen', '-Ava'],
    ['starts with a space', ' Ava'],
    ['starts with an apostrophe', "'Ava"],
    ['starts with a dot', '.Ava'],
    ['starts with a combining mark', '\u0308Ava'],
    ['angle brackets', 'Ava<script>'],
    ['semicolon', 'Ava;'],
    ['underscore', 'Ava_Sweet'],
    ['double quote', 'Ava "Candy" Sweet'],
    ['dollar', 'Ava$'],
    ['percent', 'Ava%'],
    ['asterisk', 'Ava*'],
    ['colon', 'Ava:Sweet'],
    ['tab', 'Ava\tSweet'],
    ['newline', 'Ava\nSweet'],
  ])('refuses a name with %s', (_label, name) => {
    expect(NAME_PATTERN.test(name)).toBe(false);
  });
});

describe('field builders', () => {
  it('limits names and form e-mails to 50 characters', () => {
    expect(NAME_MAX_LENGTH).toBe(50);
    expect(EMAIL_MAX_LENGTH).toBe(50);
  });

  it('emailField trims, requires, limits and checks the pattern', () => {
    const field = emailField();
    expect(field.parse(' ava@example.com ')).toBe('ava@example.com');
    expect(field.safeParse('').error?.issues[0]?.message).toBe('This field is required.');
    expect(field.safeParse('ava@example').error?.issues[0]?.message).toBe('Please enter a valid email address.');
    expect(field.safeParse(`${'a'.repeat(39)}@example.com`).error?.issues[0]?.message).toBe(
      'Please enter a valid email address.',
    );
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('This field is required.');
  });

  it('emailField takes a custom maximum', () => {
    const long = `${'a'.repeat(60)}@example.com`;
    expect(emailField().safeParse(long).success).toBe(false);
    expect(emailField(254).safeParse(long).success).toBe(true);
  });

  it('nameField trims, requires and checks the pattern', () => {
    const field = nameField();
    expect(field.parse('  Zoë ')).toBe('Zoë');
    expect(field.safeParse('   ').error?.issues[0]?.message).toBe('This field is required.');
    expect(field.safeParse('-Ava').error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid name']);
    expect(field.safeParse('A'.repeat(51)).error?.issues[0]?.message).toBe('Invalid field value');
  });

  it('requiredText gives the default message over the limit', () => {
    const field = requiredText(3);
    expect(field.parse(' abc ')).toBe('abc');
    expect(field.safeParse('').error?.issues[0]?.message).toBe('This field is required.');
    expect(field.safeParse('abcd').error?.issues[0]?.message).toBe('Invalid field value');
  });
});
