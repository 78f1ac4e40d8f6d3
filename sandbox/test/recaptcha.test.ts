/**
 * reCAPTCHA Enterprise's simulator (recaptcha/routes.ts): `projects.assessments.create` as Google answers it, with the
 * test tokens that decide valid / invalid / low score / unavailable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { RECAPTCHA_SIMULATOR, RECAPTCHA_TEST_TOKENS } from '../src/recaptcha/routes.ts';
import { startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;

interface Assessment {
  name: string;
  tokenProperties: { valid: boolean; invalidReason: string; action: string };
  riskAnalysis: { score: number };
}

beforeAll(async () => {
  sandbox = await startTestSandbox('recaptcha');
});
afterAll(async () => sandbox?.close());

async function assess(token: string, options: { key?: string; project?: string; siteKey?: string } = {}) {
  const url = `${sandbox.url}/recaptcha/v1/projects/${options.project ?? RECAPTCHA_SIMULATOR.project}/assessments?key=${options.key ?? RECAPTCHA_SIMULATOR.apiKey}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event: { token, siteKey: options.siteKey ?? RECAPTCHA_SIMULATOR.siteKey, expectedAction: 'form_submit' },
    }),
  });
  return { status: response.status, body: (await response.json()) as Assessment };
}

describe('reCAPTCHA Enterprise assessments (projects.assessments.create)', () => {
  it('assesses an ordinary token as valid, for the action asked, with a high score', async () => {
    const { status, body } = await assess('any-widget-token');
    expect(status).toBe(200);
    expect(body.name).toMatch(new RegExp(`^projects/${RECAPTCHA_SIMULATOR.project}/assessments/`));
    expect(body.tokenProperties).toMatchObject({
      valid: true,
      invalidReason: 'INVALID_REASON_UNSPECIFIED',
      action: 'form_submit',
    });
    expect(body.riskAnalysis.score).toBe(0.9);
  });

  it('answers invalid tokens with their reason, and a low score for the low-score token', async () => {
    expect((await assess(RECAPTCHA_TEST_TOKENS.expired)).body.tokenProperties).toMatchObject({
      valid: false,
      invalidReason: 'EXPIRED',
    });
    expect((await assess(RECAPTCHA_TEST_TOKENS.malformed)).body.tokenProperties).toMatchObject({
      valid: false,
      invalidReason: 'MALFORMED',
    });
    const low = await assess(RECAPTCHA_TEST_TOKENS.lowScore);
    expect(low.body.tokenProperties.valid).toBe(true);
    expect(low.body.riskAnalysis.score).toBe(0.1);
  });

  it('refuses a wrong key, project or site key, and plays an outage', async () => {
    expect((await assess('t', { key: 'wrong' })).status).toBe(403);
    expect((await assess('t', { project: 'other' })).status).toBe(404);
    expect((await assess('t', { siteKey: 'other' })).status).toBe(400);
    expect((await assess(RECAPTCHA_TEST_TOKENS.unavailable)).status).toBe(503);
  });
});
