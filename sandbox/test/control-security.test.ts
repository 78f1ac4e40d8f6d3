/**
 * The sandbox is no account-takeover tool for other local processes or web pages: its control
 * surface needs the private client's credentials, password-reset tokens go only to authenticated
 * clients and registered callbacks, requests for other host names are refused (DNS rebinding), and
 * it will not run in production with the published secret.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, startupProblem } from '../src/config.ts';
import { startSandbox, type RunningSandbox } from '../src/index.ts';
import { clients, outbox, privateClientHeaders, startTestSandbox } from './harness.ts';

let sandbox: RunningSandbox;
const EMAIL = 'ava.sweet@example.com';

beforeAll(async () => {
  sandbox = await startTestSandbox('control-security');
});
afterAll(async () => sandbox?.close());

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** The SLAS reset-token request as a client sends it (form body), with the given headers. */
function passwordReset(body: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${sandbox.url}/shopper/auth/v1/organizations/${sandbox.config.organizationId}/oauth2/password/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ channel_id: 'sweet-shop', locale: 'en-US', ...body }),
  });
}

/** A GET with a Host header of our choosing (fetch does not let a caller set it). */
function getWithHost(path: string, host: string | undefined): Promise<IncomingMessage> {
  const { port } = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...privateClientHeaders(sandbox) };
    if (host !== undefined) headers.host = host;
    const outgoing = request(
      { host: '127.0.0.1', port, path, headers, setHost: host !== undefined ? false : true },
      (response) => {
        response.resume();
        resolve(response);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the control surface (/__sandbox/*)', () => {
  it('answers 401 with a Basic challenge without the private client credentials, and 200 with them', async () => {
    for (const path of [
      '/__sandbox/outbox',
      '/__sandbox/outbox/1',
      '/__sandbox/switches',
      '/__sandbox/submissions',
      '/__sandbox',
    ]) {
      const anonymous = await fetch(new URL(path, sandbox.url));
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic /);
      const wrong = await fetch(new URL(path, sandbox.url), {
        headers: { authorization: basic(sandbox.config.privateClientId, 'guess') },
      });
      expect(wrong.status, path).toBe(401);
      const publicClient = await fetch(new URL(path, sandbox.url), {
        headers: { authorization: basic(sandbox.config.clientId, '') },
      });
      expect(publicClient.status, path).toBe(401);
    }
    const outboxReply = await fetch(new URL('/__sandbox/outbox', sandbox.url), {
      headers: privateClientHeaders(sandbox),
    });
    expect(outboxReply.status).toBe(200);
    expect(await outboxReply.json()).toHaveProperty('data');
    const switches = await fetch(new URL('/__sandbox/switches', sandbox.url), {
      headers: privateClientHeaders(sandbox),
    });
    expect(await switches.json()).toEqual({ maintenance: false, latencyMs: 0, loseOrderAnswers: [] });
  });

  it('does not let an anonymous caller flip a switch', async () => {
    const refused = await fetch(new URL('/__sandbox/switches', sandbox.url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maintenance: true }),
    });
    expect(refused.status).toBe(401);
    expect(sandbox.switches.maintenance).toBe(false);
  });
});

describe('SLAS password reset token requests', () => {
  it('require client authentication: none or a wrong secret is 401 and sends nothing', async () => {
    const before = (await outbox(sandbox, EMAIL, 'password-reset')).length;
    const anonymous = await passwordReset({ user_id: EMAIL, mode: 'email', client_id: sandbox.config.clientId });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: 'invalid_client' });
    const wrong = await passwordReset(
      { user_id: EMAIL, mode: 'email' },
      { authorization: basic(sandbox.config.privateClientId, 'guess') },
    );
    expect(wrong.status).toBe(401);
    // Through the SDK as a public client would call it.
    const sdk = await clients(sandbox)
      .login.getPasswordResetToken({
        body: { user_id: EMAIL, mode: 'email', channel_id: 'sweet-shop', client_id: sandbox.config.clientId },
      })
      .catch((error: { response: Response }) => error.response);
    expect((sdk as Response).status).toBe(401);
    expect(await outbox(sandbox, EMAIL, 'password-reset')).toHaveLength(before);

    const authenticated = await passwordReset({ user_id: EMAIL, mode: 'email' }, privateClientHeaders(sandbox));
    expect(authenticated.status).toBe(200);
    expect(await outbox(sandbox, EMAIL, 'password-reset')).toHaveLength(before + 1);
  });

  it('post a token only to a registered callback URI (default: the storefront origin)', async () => {
    const received: string[] = [];
    const listener = createServer((incoming, response) => {
      let body = '';
      incoming.on('data', (chunk) => (body += chunk));
      incoming.on('end', () => {
        received.push(`${incoming.url} ${body}`);
        response.end();
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const receiver = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      expect(sandbox.config.allowedCallbackUris).toEqual([sandbox.config.storefrontOrigin]);
      for (const callback of [
        `${receiver}/steal`,
        'https://evil.example/steal',
        `${sandbox.config.storefrontOrigin}.evil.example/x`,
        '',
      ]) {
        const refused = await passwordReset(
          { user_id: EMAIL, mode: 'callback', callback_uri: callback },
          privateClientHeaders(sandbox),
        );
        expect(refused.status, callback).toBe(400);
      }
      expect(received).toEqual([]);

      // Registered (here: added at run time), the same receiver gets the token.
      sandbox.services.config.allowedCallbackUris.push(receiver);
      const allowed = await passwordReset(
        { user_id: EMAIL, mode: 'callback', callback_uri: `${receiver}/reset-hook` },
        privateClientHeaders(sandbox),
      );
      expect(allowed.status).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^\/reset-hook \{"email_id":"ava\.sweet@example\.com","token":"/);
    } finally {
      sandbox.services.config.allowedCallbackUris.splice(1);
      listener.close();
    }
  });
});

describe('the Host header (DNS rebinding)', () => {
  it('serves the sandbox’s own names and refuses any other with 421', async () => {
    const { port } = new URL(sandbox.url);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await getWithHost('/health', host)).statusCode, host).toBe(200);
    }
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `127.0.0.1:${Number(port) + 1}`,
      '127.0.0.1',
      `rebind.127.0.0.1.nip.io:${port}`,
    ]) {
      expect((await getWithHost('/__sandbox/outbox', host)).statusCode, host).toBe(421);
    }
    // An empty Host is refused by Node's HTTP parser before it reaches the sandbox.
    expect([400, 421]).toContain((await getWithHost('/__sandbox/outbox', '')).statusCode);
    expect((await getWithHost('/health', 'evil.example')).statusCode).toBe(421);
  });
});

describe('start-up in production', () => {
  it('refuses the published default secret unless explicitly allowed', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startSandbox({ port: 0, dataDir: 'memory://' })).rejects.toThrow(/default private client secret/);
    } finally {
      process.env.NODE_ENV = saved;
    }
    const production = { NODE_ENV: 'production' };
    expect(startupProblem(configFromEnv(production), production)).toMatch(/SANDBOX_ALLOW_DEFAULT_SECRET=1/);
    const allowed = { ...production, SANDBOX_ALLOW_DEFAULT_SECRET: '1' };
    expect(startupProblem(configFromEnv(allowed), allowed)).toBeUndefined();
    const ownSecret = { ...production, SANDBOX_PRIVATE_CLIENT_SECRET: 'a-secret-of-its-own' };
    expect(startupProblem(configFromEnv(ownSecret), ownSecret)).toBeUndefined();
    const development = { NODE_ENV: 'development' };
    expect(startupProblem(configFromEnv(development), development)).toBeUndefined();
  });
});
