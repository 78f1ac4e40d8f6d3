import { describe, expect, it } from 'vitest';
import { errorSummaryEntries, isFailedSubmission } from '~/models/error-summary.ts';

describe('errorSummaryEntries', () => {
  it('lists the form-wide messages first, then one line per field linking to its Conform id', () => {
    const entries = errorSummaryEntries('register', {
      email: ['Please enter a valid email address.', 'Too long'],
      '': ['The account exists.'],
      lastName: null,
      firstName: ['Required'],
    });
    expect(entries).toEqual([
      { name: '', message: 'The account exists.', fieldId: null },
      { name: 'email', message: 'Please enter a valid email address.', fieldId: 'register-email' },
      { name: 'firstName', message: 'Required', fieldId: 'register-firstName' },
    ]);
  });

  it('puts the label before a field error when one is given', () => {
    expect(errorSummaryEntries('f', { password: ['At least one number'] }, { password: 'Password' })[0]?.message).toBe(
      'Password: At least one number',
    );
  });

  it('is empty without errors', () => {
    expect(errorSummaryEntries('f', {})).toEqual([]);
  });
});

describe('isFailedSubmission', () => {
  it('finds a Conform reply with errors at the top or one level down', () => {
    expect(isFailedSubmission({ result: { status: 'error', error: { email: ['Bad'] } } })).toBe(true);
    expect(isFailedSubmission({ status: 'error', error: { '': ['Bad'] } })).toBe(true);
  });

  it('ignores successes, empty errors and other answers', () => {
    expect(isFailedSubmission({ result: { status: 'success' } })).toBe(false);
    expect(isFailedSubmission({ result: { status: 'error', error: { email: null } } })).toBe(false);
    expect(isFailedSubmission({ saved: true })).toBe(false);
    expect(isFailedSubmission(null)).toBe(false);
  });
});
