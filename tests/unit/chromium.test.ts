import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveChromium } from '../../scripts/chromium.ts';

/** A folder holding a stand-in `chromium`, to play a machine with a system browser on its PATH. */
const systemBin = mkdtempSync(join(tmpdir(), 'system-chromium-'));
writeFileSync(join(systemBin, 'chromium'), '#!/bin/sh\n');
chmodSync(join(systemBin, 'chromium'), 0o755);
const noBrowserBin = mkdtempSync(join(tmpdir(), 'no-chromium-'));

afterAll(() => {
  rmSync(systemBin, { recursive: true, force: true });
  rmSync(noBrowserBin, { recursive: true, force: true });
});

describe('finding Chromium', () => {
  it('takes CHROMIUM_PATH first, then the system Chromium on the PATH', () => {
    expect(resolveChromium({ PATH: systemBin, CHROMIUM_PATH: '/opt/chrome/chrome' })).toMatchObject({
      source: 'CHROMIUM_PATH',
      executablePath: '/opt/chrome/chrome',
    });
    expect(resolveChromium({ PATH: `${noBrowserBin}${delimiter}${systemBin}` })).toMatchObject({
      source: 'system',
      executablePath: join(systemBin, 'chromium'),
    });
  });

  it('without either, unpacks the packaged build, which runs on the libraries it brings', { timeout: 120_000 }, () => {
    for (const env of [
      { PATH: noBrowserBin },
      { PATH: systemBin, CHROMIUM_PATH: '/opt/chrome/chrome', SWEETSHOP_CHROMIUM: 'packaged' },
    ]) {
      const browser = resolveChromium(env);
      expect(browser.source).toBe('packaged');
      expect(browser.args).toContain('--no-sandbox');
      const libraries = browser.env.LD_LIBRARY_PATH!.split(delimiter)[0]!;
      expect(existsSync(join(libraries, 'libnss3.so'))).toBe(true);
      expect(existsSync(browser.env.FONTCONFIG_FILE!)).toBe(true);
      const version = execFileSync(browser.executablePath, ['--version'], { env: browser.env, encoding: 'utf8' });
      expect(version).toMatch(/^Chromium \d+\./);
    }
  });

  it('refuses an unknown SWEETSHOP_CHROMIUM value rather than ignoring a typo', () => {
    expect(() => resolveChromium({ PATH: systemBin, SWEETSHOP_CHROMIUM: 'packed' })).toThrow(
      /SWEETSHOP_CHROMIUM=packed/,
    );
  });
});
