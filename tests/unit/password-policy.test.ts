import { describe, expect, it } from 'vitest';
import {
  PASSWORD_POLICY,
  passwordPolicyErrors,
  passwordRules,
  passwordChecklist,
  type PasswordPolicy,
} from '~/models/password-policy.ts';

const MIN = 'At least 8 characters';
const MAX = 'At most 255 characters';
const LETTER = 'At least one letter';
const UPPER = 'At least one uppercase letter';
const LOWER = 'At least one lowercase letter';
const NUMBER = 'At least one number';
const SPECIAL = 'At least one special character';

describe('PASSWORD_POLICY (default)', () => {
  it('is 8 to 255 characters with letters, mixed case, numbers and one special character', () => {
    expect(PASSWORD_POLICY).toEqual({
      minLength: 8,
      maxLength: 255,
      requireLetters: true,
      requireMixedCase: true,
      requireNumbers: true,
      minSpecialCharacters: 1,
    });
  });

  it('has one rule line per requirement', () => {
    expect(passwordRules().map((rule) => rule.text)).toEqual([MIN, MAX, LETTER, UPPER, LOWER, NUMBER, SPECIAL]);
  });
});

describe('passwordPolicyErrors with the default policy', () => {
  it.each([['Candy!Shop1'], ['Aa1!aaaa'], ['Sweet Tooth 2024'], ['Cand¥Shop1'], ['My-Password_9']])(
    'accepts %s',
    (password) => {
      expect(passwordPolicyErrors(password)).toEqual([]);
    },
  );

  it.each([
    ['too short (7)', 'Cand!S1', [MIN]],
    ['no uppercase', 'candy!shop1', [UPPER]],
    ['no lowercase', 'CANDY!SHOP1', [LOWER]],
    ['no number', 'Candy!Shop', [NUMBER]],
    ['no special character', 'CandyShop1', [SPECIAL]],
    ['no letters at all', '12345678!', [LETTER, UPPER, LOWER]],
  ])('%s → only that rule', (_label, password, expected) => {
    expect(passwordPolicyErrors(password)).toEqual(expected);
  });

  it('accepts exactly 8 characters', () => {
    expect(passwordPolicyErrors('Candy!S1')).toEqual([]);
  });

  it('accepts exactly 255 characters and refuses 256', () => {
    const at255 = `Candy!Shop1${'a'.repeat(244)}`;
    expect(at255).toHaveLength(255);
    expect(passwordPolicyErrors(at255)).toEqual([]);
    expect(passwordPolicyErrors(`${at255}a`)).toEqual([MAX]);
  });

  it('lists every broken rule for an empty password', () => {
    expect(passwordPolicyErrors('')).toEqual([MIN, LETTER, UPPER, LOWER, NUMBER, SPECIAL]);
  });

  it('lists several broken rules at once', () => {
    expect(passwordPolicyErrors('abc')).toEqual([MIN, UPPER, NUMBER, SPECIAL]);
  });

  describe('unicode letters', () => {
    it('counts accented capitals and small letters as mixed case', () => {
      expect(passwordPolicyErrors('Éclair!bon1')).toEqual([]);
      expect(passwordPolicyErrors('ÉCLAIR!ÀÇ1')).toEqual([LOWER]);
      expect(passwordPolicyErrors('éclair!àç1')).toEqual([UPPER]);
    });

    it('counts Greek and Cyrillic letters', () => {
      expect(passwordPolicyErrors('Ωmega!σ12')).toEqual([]);
      expect(passwordPolicyErrors('Шоколад!1')).toEqual([]);
    });

    it('does not count accented letters as special characters', () => {
      expect(passwordPolicyErrors('Crèmebrûlée1')).toEqual([SPECIAL]);
    });

    it('counts an emoji as a special character', () => {
      expect(passwordPolicyErrors('CandyShop1🍬')).toEqual([]);
    });
  });
});

describe('passwordPolicyErrors with a custom policy', () => {
  it('minSpecialCharacters: 2 needs two special characters', () => {
    const policy: PasswordPolicy = { ...PASSWORD_POLICY, minSpecialCharacters: 2 };
    expect(passwordPolicyErrors('Candy!Shop1', policy)).toEqual(['At least 2 special characters']);
    expect(passwordPolicyErrors('Candy!Shop1?', policy)).toEqual([]);
    expect(passwordPolicyErrors('Candy!!Shop1', policy)).toEqual([]);
  });

  it('requireMixedCase: false accepts a single case', () => {
    const policy: PasswordPolicy = { ...PASSWORD_POLICY, requireMixedCase: false };
    expect(passwordPolicyErrors('candy!shop1', policy)).toEqual([]);
    expect(passwordPolicyErrors('CANDY!SHOP1', policy)).toEqual([]);
    expect(passwordRules(policy).map((rule) => rule.text)).not.toContain(UPPER);
    expect(passwordRules(policy).map((rule) => rule.text)).not.toContain(LOWER);
  });

  it('applies a custom maximum and minimum length', () => {
    const policy: PasswordPolicy = { ...PASSWORD_POLICY, minLength: 10, maxLength: 12 };
    expect(passwordPolicyErrors('Candy!Sh1', policy)).toEqual(['At least 10 characters']);
    expect(passwordPolicyErrors('Candy!Shop1', policy)).toEqual([]);
    expect(passwordPolicyErrors('Candy!Shop12', policy)).toEqual([]);
    expect(passwordPolicyErrors('Candy!Shop123', policy)).toEqual(['At most 12 characters']);
  });

  it('minSpecialCharacters: 0, no numbers and no letters required accepts any long-enough password', () => {
    const policy: PasswordPolicy = {
      minLength: 4,
      maxLength: 10,
      requireLetters: false,
      requireMixedCase: false,
      requireNumbers: false,
      minSpecialCharacters: 0,
    };
    expect(passwordRules(policy).map((rule) => rule.text)).toEqual(['At least 4 characters', 'At most 10 characters']);
    expect(passwordPolicyErrors('1234', policy)).toEqual([]);
    expect(passwordPolicyErrors('abcd', policy)).toEqual([]);
    expect(passwordPolicyErrors('abc', policy)).toEqual(['At least 4 characters']);
  });
});

describe('passwordChecklist', () => {
  it('lists every rule but the maximum, unchecked, before a rule is broken', () => {
    const { rules, otherErrors } = passwordChecklist(undefined);
    expect(rules.every((rule) => rule.state === 'unchecked')).toBe(true);
    expect(rules.some((rule) => rule.text.startsWith('At most'))).toBe(false);
    expect(otherErrors).toEqual([]);
  });

  it('marks the broken rules unmet and the others met, keeping other errors apart', () => {
    const { rules, otherErrors } = passwordChecklist([
      'At least one number',
      'At least one special character',
      'Passwords do not match',
    ]);
    expect(rules.filter((rule) => rule.state === 'unmet').map((rule) => rule.text)).toEqual([
      'At least one number',
      'At least one special character',
    ]);
    expect(rules.find((rule) => rule.text === 'At least 8 characters')?.state).toBe('met');
    expect(otherErrors).toEqual(['Passwords do not match']);
  });

  it('leaves the rules unchecked when only a missing password is reported', () => {
    expect(passwordChecklist(['This field is required.']).rules.every((rule) => rule.state === 'unchecked')).toBe(true);
  });
});
