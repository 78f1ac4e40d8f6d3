/**
 * The one place that finds the Chromium the browser tests, the bench and any script drive:
 * `CHROMIUM_PATH` if set, else the system Chromium if installed, else the build packaged in the
 * `@sparticuz/chromium` dev dependency — so `npm install && npm test` needs no browser installed by hand.
 * `SWEETSHOP_CHROMIUM=packaged` skips the first two (CI proves the packaged build with it).
 *
 * The packaged build is a headless shell, Brotli-packed in the package. It is unpacked once, on
 * first use, into node_modules/.cache (about 2 s), with the NSS libraries and fonts the package
 * ships beside it, so it runs on a machine that has none of them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ChromiumBrowser {
  /** Where it was found: the variable, the system, or the npm package. */
  source: 'CHROMIUM_PATH' | 'system' | 'packaged';
  executablePath: string;
  /** Flags every launch passes (the callers add `--headless` as their launcher wants it). */
  args: string[];
  /** Environment for the browser process: the caller's, plus what the packaged build needs. */
  env: Record<string, string>;
}

/** Quiet, reproducible and sandbox-free (CI runs as root); no GPU in a headless test browser. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The names distributions give the Chromium binary on the PATH (Debian: chromium; Ubuntu, Fedora: chromium-browser). */
const SYSTEM_NAMES = ['chromium', 'chromium-browser'];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

type Env = Record<string, string>;

function defined(env: NodeJS.ProcessEnv): Env {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function systemChromium(env: Env): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    for (const name of SYSTEM_NAMES) {
      if (dir && existsSync(join(dir, name))) return join(dir, name);
    }
  }
  return null;
}

/** Script run in a child Node with TMPDIR set: the package always unpacks into the temporary folder. */
const UNPACK = `
  const { default: chromium, inflate } = await import('@sparticuz/chromium');
  await chromium.executablePath(process.argv[1]);
  await inflate(process.argv[1] + '/al2023.tar.br');
`;

/**
 * Unpacks the packaged build once per package version. It unpacks into a folder of its own first
 * and is renamed into place when complete, so parallel first uses (Playwright's workers) or an
 * interrupted one never leave a half-written browser behind.
 */
function packagedChromium(env: Env): ChromiumBrowser {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const packageDir = join(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const dir = join(ROOT, 'node_modules', '.cache', `sparticuz-chromium-${version}`);
  if (!existsSync(join(dir, 'chromium'))) {
    const staging = `${dir}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    execFileSync(process.execPath, ['--input-type=module', '-e', UNPACK, join(packageDir, 'bin')], {
      cwd: ROOT,
      env: { ...env, TMPDIR: staging },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // The package's fontconfig file names Lambda's folders; this one adds its fonts to the system's (if any).
    writeFileSync(
      join(staging, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
        `  <dir>${join(dir, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another process finished first: use its copy.
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(join(dir, 'chromium'))) throw error;
    }
  }
  const libraries = join(dir, 'al2023', 'lib');
  return {
    source: 'packaged',
    executablePath: join(dir, 'chromium'),
    args: FLAGS,
    env: {
      ...env,
      LD_LIBRARY_PATH: env.LD_LIBRARY_PATH ? `${libraries}${delimiter}${env.LD_LIBRARY_PATH}` : libraries,
      FONTCONFIG_FILE: join(dir, 'fonts.conf'),
    },
  };
}

/** The Chromium that the given environment picks (see the top of this file). */
export function resolveChromium(processEnv: NodeJS.ProcessEnv): ChromiumBrowser {
  const env = defined(processEnv);
  const choice = env.SWEETSHOP_CHROMIUM;
  if (choice !== undefined && choice !== '' && choice !== 'packaged') {
    throw new Error(
      `SWEETSHOP_CHROMIUM=${choice}: the only value is "packaged" (unset it to look for CHROMIUM_PATH and the system Chromium first)`,
    );
  }
  if (choice !== 'packaged') {
    if (env.CHROMIUM_PATH) return { source: 'CHROMIUM_PATH', executablePath: env.CHROMIUM_PATH, args: FLAGS, env };
    const system = systemChromium(env);
    if (system) return { source: 'system', executablePath: system, args: FLAGS, env };
  }
  return packagedChromium(env);
}

let found: ChromiumBrowser | undefined;

/** The project's Chromium, resolved once per process. */
export function findChromium(): ChromiumBrowser {
  found ??= resolveChromium(process.env);
  return found;
}
