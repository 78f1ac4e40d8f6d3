import { ProblemError } from '../http/problem.ts';
import { passwordPolicyViolations } from '../slas/passwords.ts';

/** Password rules shared by registration, password change and password reset. */
export function policyMessages(password: string): string[] {
  return passwordPolicyViolations(password).map((rule) => `The password needs ${rule}.`);
}

/** The unmet rules as a 400 problem: the detail sums them up, `messages` lists them one by one. */
export function assertPasswordPolicy(password: string): void {
  const violations = passwordPolicyViolations(password);
  if (!violations.length) return;
  throw new ProblemError(
    400,
    'invalid-password',
    'Invalid Password',
    `The password does not meet the password policy: it needs ${violations.join(', ')}.`,
    {
      messages: policyMessages(password),
    },
  );
}

export const wrongCurrentPassword = () =>
  new ProblemError(400, 'update-password', 'Invalid Password', 'The current password is incorrect.');
