import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '~/models/content-security-policy.ts';
import {
  RECAPTCHA_ACTION,
  RECAPTCHA_ENABLED,
  RECAPTCHA_MESSAGES,
  RECAPTCHA_MIN_SCORE,
  recaptchaDecision,
  recaptchaEnabled,
} from '~/models/recaptcha.ts';
import { SITES } from '~/models/sites.ts';

const valid = (score: number, action = RECAPTCHA_ACTION) => ({
  tokenProperties: { valid: true, invalidReason: 'INVALID_REASON_UNSPECIFIED', action },
  riskAnalysis: { score },
});

describe('reCAPTCHA preference', () => {
  it('is off for every site by default', () => {
    for (const site of SITES) {
      expect(RECAPTCHA_ENABLED[site.id]).toBe(false);
      expect(recaptchaEnabled(site.id, null)).toBe(false);
    }
  });

  it('the override lists exactly the sites that ask for it', () => {
    expect(recaptchaEnabled('volume-savings', ['volume-savings'])).toBe(true);
    expect(recaptchaEnabled('sweet-shop', ['volume-savings'])).toBe(false);
    expect(recaptchaEnabled('fundraising', [])).toBe(false);
  });
});

describe('reCAPTCHA decision (spec §8 texts)', () => {
  it('has the two texts word for word', () => {
    expect(RECAPTCHA_MESSAGES.network).toBe('ReCAPTCHA experienced a network problem. Please try again.');
    expect(RECAPTCHA_MESSAGES.expired).toBe('ReCAPTCHA token expired. Please try again.');
  });

  it('lets a valid token with a good score through', () => {
    expect(recaptchaDecision('tok', valid(0.9))).toBeNull();
    expect(recaptchaDecision('tok', valid(RECAPTCHA_MIN_SCORE))).toBeNull();
  });

  it('a missing token (no JavaScript) or an unavailable assessment is a network problem', () => {
    expect(recaptchaDecision('', valid(0.9))).toBe(RECAPTCHA_MESSAGES.network);
    expect(recaptchaDecision('   ', 'unavailable')).toBe(RECAPTCHA_MESSAGES.network);
    expect(recaptchaDecision('tok', 'unavailable')).toBe(RECAPTCHA_MESSAGES.network);
  });

  it('an invalid token, or one for another action, is expired', () => {
    expect(recaptchaDecision('tok', { tokenProperties: { valid: false, invalidReason: 'EXPIRED' } })).toBe(
      RECAPTCHA_MESSAGES.expired,
    );
    expect(
      recaptchaDecision('tok', {
        tokenProperties: { valid: false, invalidReason: 'DUPE' },
        riskAnalysis: { score: 0.9 },
      }),
    ).toBe(RECAPTCHA_MESSAGES.expired);
    expect(recaptchaDecision('tok', {})).toBe(RECAPTCHA_MESSAGES.expired);
    expect(recaptchaDecision('tok', valid(0.9, 'login'))).toBe(RECAPTCHA_MESSAGES.expired);
  });

  it('a low or missing score is refused', () => {
    expect(recaptchaDecision('tok', valid(0.1))).toBe(RECAPTCHA_MESSAGES.network);
    expect(recaptchaDecision('tok', { tokenProperties: { valid: true } })).toBe(RECAPTCHA_MESSAGES.network);
    expect(recaptchaDecision('tok', valid(0.3), 0.2)).toBeNull();
  });
});

describe('CSP and reCAPTCHA', () => {
  it('names no script origin unless one is given', () => {
    expect(contentSecurityPolicy('n')).toContain("script-src 'self' 'nonce-n';");
    expect(contentSecurityPolicy('n', [], [], [], [], ['https://www.google.com'])).toContain(
      "script-src 'self' 'nonce-n' https://www.google.com;",
    );
  });
});
