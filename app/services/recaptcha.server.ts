/**
 * reCAPTCHA Enterprise verification of a public form post (models/recaptcha.ts holds the rules): where the site
 * enables it, the post's token is assessed through RECAPTCHA_ASSESSMENT_URL (`projects.assessments.create`; the
 * sandbox simulates it in development and tests).
 */
import {
  RECAPTCHA_ACTION,
  RECAPTCHA_FIELD,
  RECAPTCHA_ORIGINS,
  recaptchaDecision,
  recaptchaEnabled,
  type Assessment,
} from '~/models/recaptcha.ts';
import { siteForHost } from '~/models/sites.ts';
import { storefrontEnv } from './env.server.ts';

/** The widget's site key when the request's site asks for reCAPTCHA, else null (no widget, no check). */
export function recaptchaSiteKey(request: Request): string | null {
  const settings = storefrontEnv().recaptcha;
  if (!recaptchaEnabled(siteForHost(new URL(request.url).host).id, settings.enabledSites)) return null;
  // Turned on without the keys is a configuration error: refuse rather than let posts through unchecked.
  if (!settings.siteKey || !settings.assessmentUrl || !settings.apiKey)
    throw new Error(
      'reCAPTCHA is enabled but RECAPTCHA_SITE_KEY, RECAPTCHA_ASSESSMENT_URL or RECAPTCHA_API_KEY is not set.',
    );
  return settings.siteKey;
}

/** The widget's script URL and the origins the CSP must allow for it (script-src and frame-src) on this request's site. */
export function recaptchaWidget(request: Request): { siteKey: string; scriptUrl: string; origins: string[] } | null {
  const siteKey = recaptchaSiteKey(request);
  if (!siteKey) return null;
  const { scriptUrl } = storefrontEnv().recaptcha;
  return { siteKey, scriptUrl, origins: [...new Set([new URL(scriptUrl).origin, ...RECAPTCHA_ORIGINS])] };
}

async function assess(token: string, siteKey: string): Promise<Assessment | 'unavailable'> {
  const { assessmentUrl, apiKey } = storefrontEnv().recaptcha;
  const url = new URL(assessmentUrl!);
  url.searchParams.set('key', apiKey!);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: { token, siteKey, expectedAction: RECAPTCHA_ACTION } }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) {
      console.warn('[recaptcha] assessment answered', response.status);
      return 'unavailable';
    }
    return (await response.json()) as Assessment;
  } catch (error) {
    console.warn('[recaptcha] assessment failed:', error instanceof Error ? error.message : error);
    return 'unavailable';
  }
}

/** Null when the post may go on (reCAPTCHA off for the site, or the token passed); else the spec's message. */
export async function recaptchaRefusal(request: Request, form: FormData): Promise<string | null> {
  const siteKey = recaptchaSiteKey(request);
  if (!siteKey) return null;
  const value = form.get(RECAPTCHA_FIELD);
  const token = typeof value === 'string' ? value.slice(0, 4096) : '';
  return recaptchaDecision(token, token.trim() ? await assess(token, siteKey) : 'unavailable');
}
