/**
 * The server's start with a malformed SESSION_SECRETS_KEY: it stops before it starts anything else
 * (server/index.ts), exits non-zero and says which variable and what shape — it never listens.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('a malformed SESSION_SECRETS_KEY stops the server at start with a message naming it and its shape', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    // Port 0 everywhere: should it start after all, it takes no port another test needs.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      SANDBOX_PORT: '0',
      SANDBOX_DATA_DIR: 'memory://',
      SANDBOX_ALLOW_DEFAULT_SECRET: '1',
      SESSION_SECRETS_KEY: 'not-a-key',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const outcome = await new Promise<{ code: number | null; listened: boolean }>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // Listening means the check did not stop it: stop it and fail.
      if (output.includes('Sweet Shop storefront on')) {
        child.kill();
        resolve({ code: null, listened: true });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, listened: false }));
  });
  expect(outcome.listened, output).toBe(false);
  expect(outcome.code).not.toBe(0);
  expect(output).toMatch(
    /SESSION_SECRETS_KEY must be 32 random bytes written as 64 hex digits or 44 characters of base64/,
  );
  expect(output).not.toContain('not-a-key');
}, 60_000);
