/**
 * A stand-in for reCAPTCHA Enterprise's `projects.assessments.create`
 * (`POST /v1/projects/{project}/assessments?key=API_KEY`, body `{ event: { token, siteKey, expectedAction } }`), so
 * the storefront's verification can run without Google. The answer has the real shape (`name`, `event`,
 * `riskAnalysis.score`, `tokenProperties.valid` / `invalidReason` / `action`). Tokens decide the outcome:
 * `recaptcha-expired` is invalid (EXPIRED), `recaptcha-malformed` invalid (MALFORMED), `recaptcha-low-score` valid
 * with score 0.1, `recaptcha-unavailable` answers 503; any other token is valid with score 0.9 and the action asked for.
 */
import { randomUUID } from 'node:crypto';
import type { SandboxApp } from '../http/context.ts';

export const RECAPTCHA_SIMULATOR = {
  project: 'sweet-shop-sandbox',
  apiKey: 'sandbox-recaptcha-api-key',
  siteKey: 'sandbox-recaptcha-site-key',
} as const;

export const RECAPTCHA_TEST_TOKENS = {
  expired: 'recaptcha-expired',
  malformed: 'recaptcha-malformed',
  lowScore: 'recaptcha-low-score',
  unavailable: 'recaptcha-unavailable',
} as const;

const text = (value: unknown, max = 4096) => (typeof value === 'string' ? value.slice(0, max) : '');

export function registerRecaptchaRoutes(app: SandboxApp): void {
  app.post('/recaptcha/v1/projects/:project/assessments', async (c) => {
    if (c.req.param('project') !== RECAPTCHA_SIMULATOR.project) {
      return c.json({ error: { code: 404, message: 'Project not found.', status: 'NOT_FOUND' } }, 404);
    }
    if (c.req.query('key') !== RECAPTCHA_SIMULATOR.apiKey) {
      return c.json(
        {
          error: { code: 403, message: 'API key not valid. Please pass a valid API key.', status: 'PERMISSION_DENIED' },
        },
        403,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse((await c.req.text()).slice(0, 20_000) || '{}');
    } catch {
      return c.json(
        { error: { code: 400, message: 'Invalid JSON payload received.', status: 'INVALID_ARGUMENT' } },
        400,
      );
    }
    const event = body && typeof body === 'object' ? (body as { event?: Record<string, unknown> }).event : undefined;
    const token = text(event?.token);
    const siteKey = text(event?.siteKey, 200);
    const expectedAction = text(event?.expectedAction, 100);
    if (!event || !token || siteKey !== RECAPTCHA_SIMULATOR.siteKey) {
      return c.json(
        { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } },
        400,
      );
    }
    if (token === RECAPTCHA_TEST_TOKENS.unavailable)
      return c.json(
        { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } },
        503,
      );
    const invalidReason =
      token === RECAPTCHA_TEST_TOKENS.expired
        ? 'EXPIRED'
        : token === RECAPTCHA_TEST_TOKENS.malformed
          ? 'MALFORMED'
          : 'INVALID_REASON_UNSPECIFIED';
    const valid = invalidReason === 'INVALID_REASON_UNSPECIFIED';
    return c.json({
      name: `projects/${RECAPTCHA_SIMULATOR.project}/assessments/${randomUUID()}`,
      event: { token, siteKey, expectedAction },
      riskAnalysis: valid
        ? { score: token === RECAPTCHA_TEST_TOKENS.lowScore ? 0.1 : 0.9, reasons: [] }
        : { score: 0, reasons: [] },
      tokenProperties: {
        valid,
        invalidReason,
        hostname: valid ? 'localhost' : '',
        action: valid ? expectedAction : '',
        createTime: new Date().toISOString(),
      },
    });
  });
}
