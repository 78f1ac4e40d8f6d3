/**
 * reCAPTCHA Enterprise on the public service forms (content spec §5 and §8): only on a site whose
 * `recaptchaEnabled` preference is on (off for every site by default, so nothing changes unless it is turned on).
 * When on, every public form post must carry a token, which the server verifies through an assessment
 * (reCAPTCHA Enterprise's `projects.assessments.create`). The rules here are pure; the call is in
 * `services/recaptcha.server.ts`.
 */
import type { SiteId } from './sites.ts';

/** The site preference `recaptchaEnabled`, per site: off everywhere (RECAPTCHA_ENABLED_SITES overrides it). */
export const RECAPTCHA_ENABLED: Readonly<Record<SiteId, boolean>> = {
  'sweet-shop': false,
  'volume-savings': false,
  fundraising: false,
};

/** The posted field that carries the token (the forms' `recaptchaToken` / `c_recaptchaToken` in the spec). */
export const RECAPTCHA_FIELD = 'recaptchaToken';

/** The action the token is requested for and checked against. */
export const RECAPTCHA_ACTION = 'form_submit';

/** Below this risk score (0.0 bot … 1.0 human) a valid token is still refused. */
export const RECAPTCHA_MIN_SCORE = 0.5;

/** Spec §8, word for word. */
export const RECAPTCHA_MESSAGES = {
  network: 'ReCAPTCHA experienced a network problem. Please try again.',
  expired: 'ReCAPTCHA token expired. Please try again.',
} as const;

/** The script and frame origins the reCAPTCHA Enterprise widget needs (the CSP allows them only when enabled). */
export const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'] as const;

/** Whether a site asks for reCAPTCHA: the preference, or the sites listed in the override (comma-separated ids). */
export function recaptchaEnabled(siteId: SiteId, override: readonly string[] | null): boolean {
  return override ? override.includes(siteId) : RECAPTCHA_ENABLED[siteId];
}

/** The part of an assessment (`projects.assessments.create` answer) the decision reads. */
export interface Assessment {
  tokenProperties?: { valid?: boolean; invalidReason?: string; action?: string };
  riskAnalysis?: { score?: number };
}

/**
 * The decision on a post: null when it may go on, else the message to show. No token (the browser had no
 * JavaScript, or the widget's script never answered), an assessment that could not be had (`'unavailable'`) and a
 * score below the minimum read "network problem" (the spec has no third text); a token the assessment calls invalid
 * (expired, a duplicate, malformed) or issued for another action reads "token expired".
 */
export function recaptchaDecision(
  token: string,
  assessment: Assessment | 'unavailable',
  minScore = RECAPTCHA_MIN_SCORE,
): string | null {
  if (!token.trim()) return RECAPTCHA_MESSAGES.network;
  if (assessment === 'unavailable') return RECAPTCHA_MESSAGES.network;
  const properties = assessment.tokenProperties;
  if (!properties?.valid) return RECAPTCHA_MESSAGES.expired;
  if (properties.action && properties.action !== RECAPTCHA_ACTION) return RECAPTCHA_MESSAGES.expired;
  const score = assessment.riskAnalysis?.score;
  if (typeof score !== 'number' || score < minScore) return RECAPTCHA_MESSAGES.network;
  return null;
}
