/**
 * The third-party slots over HTTP (models/third-party.ts): the built storefront started as in production, once
 * without any slot configured and once with all of them. Needs `npm run build`. Ports: E2E_PORT and
 * E2E_SANDBOX_PORT (3000 and 4000 by default); the two servers run one after the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = process.env.E2E_PORT || '3000';
const SANDBOX_PORT = process.env.E2E_SANDBOX_PORT || '4000';
const ORIGIN = `http://localhost:${PORT}`;
const CONSENT = { cookie: 'cookie_consent=1' };

let child: ChildProcess | undefined;

afterEach(async () => {
  if (!child || child.exitCode !== null) return;
  child.kill();
  await once(child, 'exit');
});

/** Starts the built storefront with `settings` added to its environment and resolves once it listens. */
async function start(settings: Record<string, string>): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT,
      SANDBOX_PORT,
      SANDBOX_DATA_DIR: 'memory://',
      SANDBOX_ALLOW_DEFAULT_SECRET: '1',
      WARM_UP_PATHS: '',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sweet Shop storefront on')) resolve();
    };
    running.stdout?.on('data', collect);
    running.stderr?.on('data', collect);
    running.on('exit', (code) => reject(new Error(`the storefront stopped (${code}): ${output}`)));
  });
}

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${ORIGIN}${path}`, { headers });
  return { response, html: await response.text() };
};

describe('third-party slots', () => {
  it('unconfigured: no third-party script, no foreign origin in the policy, and /worker.js unregisters itself', async () => {
    await start({});
    for (const path of ['/', '/product/10101']) {
      const { response, html } = await page(path, CONSENT);
      expect(response.status).toBe(200);
      expect(html).not.toMatch(/<script[^>]* src="https:/);
      expect(html).not.toContain('gtm.start');
      expect(html).not.toContain('navigator.serviceWorker');
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+';/);
      expect(response.headers.get('content-security-policy')).toContain("connect-src 'self';");
    }
    const worker = await page('/worker.js');
    expect(worker.response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.html).toContain('self.registration.unregister()');
    expect(worker.html).not.toContain("'fetch'");
  }, 360_000);

  it('configured: the scripts once consented (the reviews provider always), their origins in the policy, the worker registered', async () => {
    await start({
      TAG_MANAGER_ID: 'GTM-AB12CD',
      SOCIAL_PHOTO_SCRIPT_URL: 'https://photos.vendor.example/tag.js',
      REVIEWS_CUSTOMER_NAME: 'sweetshop',
      REVIEWS_DEPLOYMENT_ZONE: 'main_site',
      SERVICE_WORKER: '1',
    });
    const tagManager = '<script async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD">';
    const reviews =
      '<script async="" src="https://apps.bazaarvoice.com/deployments/sweetshop/main_site/production/en_US/bv.js">';
    const photo = '<script async="" src="https://photos.vendor.example/tag.js">';

    const before = await page('/product/10101');
    expect(before.html).not.toContain(tagManager);
    expect(before.html).not.toContain('gtm.start');
    expect(before.html).not.toContain(photo);
    expect(before.html).toContain(reviews);

    const consented = await page('/product/10101', CONSENT);
    expect(consented.html).toContain(tagManager);
    expect(consented.html).toMatch(/<script nonce="[^"]+">window\.dataLayer=/);
    expect(consented.html).toContain(reviews);
    expect(consented.html).toContain(photo);
    expect(consented.html).toContain("navigator.serviceWorker.register('/worker.js')");
    const policy = consented.response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(
      /script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com https:\/\/photos\.vendor\.example https:\/\/apps\.bazaarvoice\.com;/,
    );

    // Other pages: the tag manager, not the product page's scripts.
    const home = await page('/', CONSENT);
    expect(home.html).toContain(tagManager);
    expect(home.html).not.toContain(photo);

    const worker = await page('/worker.js');
    expect(worker.response.status).toBe(200);
    expect(worker.html).toContain('fetch(request).catch(');
    expect(worker.html).not.toContain('unregister');
  }, 360_000);
});
