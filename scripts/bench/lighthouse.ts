/**
 * Lighthouse (the npm package) against the project's Chromium (scripts/chromium.ts), default configuration — the mobile
 * profile: a Moto G Power–sized screen, simulated slow 4G (150 ms RTT, 1.6 Mbps) and a 4× CPU
 * slowdown. Each run gets a fresh Chromium (own temporary profile, so an empty cache).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { ChromiumBrowser } from '../chromium.ts';

export interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  lighthouseVersion: string;
  /** Lighthouse's own warnings (e.g. a page that redirected or answered an error). */
  warnings: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function runLighthouse(browser: ChromiumBrowser, url: string, cookie?: string): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: browser.executablePath,
    // chrome-launcher, unlike Playwright, leaves headless mode to the caller.
    chromeFlags: ['--headless=new', ...browser.args],
    envVars: browser.env,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { categories, audits, runtimeError, runWarnings } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => {
      const value = categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const numeric = (id: string) => {
      const value = audits[id]?.numericValue;
      return typeof value === 'number' ? value : null;
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      lighthouseVersion: result.lhr.lighthouseVersion,
      warnings: runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}

/** Median of each figure on its own across the runs (scores and metrics need not come from one run). */
export function medianRun(runs: LighthouseRun[]): Omit<LighthouseRun, 'warnings' | 'lighthouseVersion'> {
  const med = (pick: (run: LighthouseRun) => number | null) => {
    const values = runs
      .map(pick)
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
    if (!values.length) return null;
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  };
  return {
    performance: med((r) => r.performance),
    accessibility: med((r) => r.accessibility),
    bestPractices: med((r) => r.bestPractices),
    seo: med((r) => r.seo),
    lcpMs: med((r) => r.lcpMs),
    tbtMs: med((r) => r.tbtMs),
    cls: med((r) => r.cls),
  };
}
