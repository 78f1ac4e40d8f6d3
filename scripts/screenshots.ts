/**
 * The design screenshots of docs/design.md: the home and product pages on a desktop (1,440 px) and a phone (390 px),
 * from the production build with a fresh in-memory sandbox, into docs/design/*.png.
 *
 *   npm run screenshots               build, then shoot
 *   npm run screenshots -- --no-build shoot the existing build
 *   npm run screenshots -- --url http://localhost:3000   shoot a server already running (a fresh sandbox)
 *
 * The first screen only, at half the device pixels on the desktop, so that the PNGs stay small in git; the cookie
 * notice already answered.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_VALUE } from '../app/models/site-constants.ts';
import { findChromium } from './chromium.ts';
import { build, startServer, stopAllSync } from './bench/server.ts';

const PAGES = { home: '/', product: '/product/10101' } as const;
const DEVICES = {
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 0.5 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
} as const;
const OUT_DIR = new URL('../docs/design/', import.meta.url);

async function main(): Promise<void> {
  const urlIndex = process.argv.indexOf('--url');
  const runningUrl = urlIndex >= 0 ? process.argv[urlIndex + 1] : undefined;
  if (!runningUrl && !process.argv.includes('--no-build')) build();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = runningUrl ? { url: runningUrl, stop: async () => {} } : await startServer();
  const { executablePath, args, env } = findChromium();
  const browser = await chromium.launch({ executablePath, args, env });
  try {
    for (const [device, options] of Object.entries(DEVICES)) {
      const context = await browser.newContext(options);
      // A returning shopper's view: the cookie notice would cover the phone's pinned "Add to bag" bar.
      await context.addCookies([{ name: CONSENT_COOKIE, value: CONSENT_VALUE, url: server.url }]);
      const page = await context.newPage();
      for (const [name, path] of Object.entries(PAGES)) {
        // A cold server's first commerce calls can pass their time-out on a busy machine: try again.
        for (let attempt = 1; ; attempt++) {
          // After hydration (the product gallery's scroll buttons and chosen thumbnail come with it): the same PNG every run.
          const response = await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' });
          if ((response?.ok() ?? false) || attempt === 3) break;
        }
        // The heading face swaps in when loaded; shoot with it.
        await page.evaluate(() => document.fonts.ready);
        const file = new URL(`${name}-${device}.png`, OUT_DIR);
        await page.screenshot({ path: file.pathname });
        console.log(`wrote docs/design/${name}-${device}.png`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  stopAllSync();
  console.error(error);
  process.exit(1);
});
