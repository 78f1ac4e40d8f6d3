/**
 * The password policy (checkout spec §5: letters, mixed case, numbers, a minimum count of special
 * characters, minimum and maximum length — configurable). The default mirrors the commerce
 * backend's policy so the form refuses what SLAS would refuse, before the round trip.
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  requireLetters: boolean;
  requireMixedCase: boolean;
  requireNumbers: boolean;
  minSpecialCharacters: number;
}

export const PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  maxLength: 255,
  requireLetters: true,
  requireMixedCase: true,
  requireNumbers: true,
  minSpecialCharacters: 1,
};

/** One line per rule, for the hint under the field and for the error list. Texts not shown in the spec. */
export function passwordRules(
  policy: PasswordPolicy = PASSWORD_POLICY,
): Array<{ text: string; test: (password: string) => boolean }> {
  const rules: Array<{ text: string; test: (password: string) => boolean }> = [
    { text: `At least ${policy.minLength} characters`, test: (p) => p.length >= policy.minLength },
    { text: `At most ${policy.maxLength} characters`, test: (p) => p.length <= policy.maxLength },
  ];
  if (policy.requireLetters) rules.push({ text: 'At least one letter', test: (p) => /\p{L}/u.test(p) });
  if (policy.requireMixedCase) {
    rules.push({ text: 'At least one uppercase letter', test: (p) => /\p{Lu}/u.test(p) });
    rules.push({ text: 'At least one lowercase letter', test: (p) => /\p{Ll}/u.test(p) });
  }
  if (policy.requireNumbers) rules.push({ text: 'At least one number', test: (p) => /\d/.test(p) });
  if (policy.minSpecialCharacters > 0) {
    const n = policy.minSpecialCharacters;
    rules.push({
      text: n === 1 ? 'At least one special character' : `At least ${n} special characters`,
      test: (p) => (p.match(/[^\p{L}\p{N}]/gu)?.length ?? 0) >= n,
    });
  }
  return rules;
}

/** The rules a password breaks; empty when it meets the policy. */
export function passwordPolicyErrors(password: string, policy: PasswordPolicy = PASSWORD_POLICY): string[] {
  return passwordRules(policy)
    .filter((rule) => !rule.test(password))
    .map((rule) => rule.text);
}

export type PasswordRuleState = 'unchecked' | 'met' | 'unmet';

/**
 * The policy as one checklist from a password field's errors: while no rule is broken every rule is
 * unchecked; once one is, the rules named among the errors are unmet and the others are met. The
 * maximum length is listed only when broken. Errors that are not rules (a missing password) stay errors.
 */
export function passwordChecklist(
  errors: string[] | undefined,
  policy: PasswordPolicy = PASSWORD_POLICY,
): { rules: Array<{ text: string; state: PasswordRuleState }>; otherErrors: string[] } {
  const all = passwordRules(policy);
  const texts = new Set(all.map((rule) => rule.text));
  const broken = new Set((errors ?? []).filter((error) => texts.has(error)));
  // A missing password says nothing about the rules.
  const checked = broken.size > 0;
  const rules = all
    .filter((rule) => !rule.text.startsWith('At most') || broken.has(rule.text))
    .map((rule) => ({
      text: rule.text,
      state: (!checked ? 'unchecked' : broken.has(rule.text) ? 'unmet' : 'met') as PasswordRuleState,
    }));
  return { rules, otherErrors: (errors ?? []).filter((error) => !texts.has(error)) };
}
