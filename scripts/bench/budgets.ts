/**
 * The performance targets, one number each, from bench-budgets.json at the repository root — the one
 * place they are set (the JS budget in pages.ts is read from it too) — and their check against a run.
 */
import { readFileSync } from 'node:fs';
import type { PageBytes } from './bytes.ts';
import type { LoadResult } from './load.ts';

export interface BudgetFile {
  /** Anonymous catalog pages: req/s at concurrency 10 with the rendered-page cache ÷ without it, at least. */
  anonymousRpsMultiple: number;
  /** Anonymous catalog pages: the storefront process's CPU ms per request at concurrency 10, at most (the sandbox's is not counted). */
  anonymousCpuMsPerRequest: number;
  /** Pages with a session (bag in the header): the storefront process's CPU ms per request at concurrency 10, at most. */
  sessionCpuMsPerRequest: number;
  /** JavaScript (gzip) on every page, at most. */
  jsGzipKb: number;
  /** The product page's document (gzip), at most. */
  productHtmlGzipKb: number;
  /** JavaScript and CSS bytes sent (precompressed Brotli) ÷ the same files at gzip level 6, at most. */
  assetsSentToGzipRatio: number;
  /** Lighthouse mobile performance, median of the runs, on each Lighthouse page, at least. */
  lighthousePerformance: number;
  /** What a lite-mode product page sends (document, scripts, styles), at most. */
  liteProductSentKb: number;
  /** Anonymous catalog pages: the share of 200 answers while the commerce backend is hung or down (the failure section), at least. */
  outageAnonymousOkShare: number;
}

export const BUDGETS: BudgetFile = JSON.parse(
  readFileSync(new URL('../../bench-budgets.json', import.meta.url), 'utf8'),
) as BudgetFile;

export interface Budget {
  page: string;
  what: string;
  /** `max`: the figure may not exceed the limit; `min`: it may not fall below it. */
  kind: 'max' | 'min';
  limit: number;
  actual: number | null;
  unit: 'KB' | 'ms' | '×' | 'score' | 'ratio' | '%';
  /** null: not measured in this run (a page not built yet, a section skipped). */
  ok: boolean | null;
}

/** The anonymous, shareable catalog pages (target 1) — the rendered-page cache serves these. */
export const ANONYMOUS_CATALOG_PAGES = ['home', 'listing', 'search', 'product'];

export interface MeasuredPage {
  id: string;
  withBag?: boolean;
  lighthouse?: boolean;
  throughput?: LoadResult[];
  bytes?: PageBytes;
  lighthousePerformance?: number | null;
}

function budget(
  page: string,
  what: string,
  kind: Budget['kind'],
  limit: number,
  actual: number | null | undefined,
  unit: Budget['unit'],
): Budget {
  const value = actual === undefined || (typeof actual === 'number' && Number.isNaN(actual)) ? null : actual;
  return {
    page,
    what,
    kind,
    limit,
    actual: value,
    unit,
    ok: value === null ? null : kind === 'max' ? value <= limit : value >= limit,
  };
}

/** The run at concurrency 10 (the issue's), or the only one there is. */
function atConcurrency10(runs: LoadResult[] | undefined): LoadResult | undefined {
  return runs?.find((run) => run.concurrency === 10) ?? (runs?.length === 1 ? runs[0] : undefined);
}

/**
 * Every budget the run could measure. `uncachedRps` is each anonymous catalog page's req/s at
 * concurrency 10 on a server without the rendered-page cache, `outageOk` its share of 200 answers in
 * the failure section (absent: that budget is not checked).
 */
export function checkBudgets(
  pages: MeasuredPage[],
  budgets: BudgetFile,
  uncachedRps?: Map<string, number>,
  outageOk?: Map<string, number>,
): Budget[] {
  const out: Budget[] = [];
  const kb = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / 1024);
  for (const page of pages) {
    const { bytes } = page;
    if (bytes) {
      out.push(budget(page.id, 'JavaScript (gzip)', 'max', budgets.jsGzipKb, kb(bytes.js.gzipBytes), 'KB'));
      if (page.id === 'product')
        out.push(budget(page.id, 'HTML (gzip)', 'max', budgets.productHtmlGzipKb, kb(bytes.html.gzipBytes), 'KB'));
      if (page.id === 'product-lite')
        out.push(
          budget(
            page.id,
            'sent (document, JS, CSS)',
            'max',
            budgets.liteProductSentKb,
            kb(bytes.html.transferBytes + bytes.js.transferBytes + bytes.css.transferBytes),
            'KB',
          ),
        );
      const assetGzip = bytes.js.gzipBytes + bytes.css.gzipBytes;
      if (assetGzip > 0)
        out.push(
          budget(
            page.id,
            'JS + CSS sent ÷ gzip',
            'max',
            budgets.assetsSentToGzipRatio,
            (bytes.js.transferBytes + bytes.css.transferBytes) / assetGzip,
            'ratio',
          ),
        );
    }
    const run = atConcurrency10(page.throughput);
    if (run && ANONYMOUS_CATALOG_PAGES.includes(page.id)) {
      out.push(
        budget(
          page.id,
          'storefront CPU per request (anonymous)',
          'max',
          budgets.anonymousCpuMsPerRequest,
          run.cpuMsPerRequest,
          'ms',
        ),
      );
      const uncached = uncachedRps?.get(page.id);
      if (uncached)
        out.push(
          budget(
            page.id,
            'req/s with the page cache ÷ without',
            'min',
            budgets.anonymousRpsMultiple,
            run.rps / uncached,
            '×',
          ),
        );
    }
    const outageShare = outageOk?.get(page.id);
    if (outageShare !== undefined)
      out.push(
        budget(page.id, '200 answers, backend hung or down', 'min', budgets.outageAnonymousOkShare, outageShare, '%'),
      );
    if (run && page.withBag)
      out.push(
        budget(
          page.id,
          'storefront CPU per request (session)',
          'max',
          budgets.sessionCpuMsPerRequest,
          run.cpuMsPerRequest,
          'ms',
        ),
      );
    if (page.lighthouse && page.lighthousePerformance !== undefined)
      out.push(
        budget(
          page.id,
          'Lighthouse performance',
          'min',
          budgets.lighthousePerformance,
          page.lighthousePerformance,
          'score',
        ),
      );
  }
  return out;
}

export function formatFigure(value: number | null, unit: Budget['unit']): string {
  if (value === null) return '–';
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === 'ms') return `${value.toFixed(2)} ms`;
  if (unit === '×') return `${value.toFixed(1)}×`;
  if (unit === 'ratio') return value.toFixed(2);
  if (unit === '%') return `${(value * 100).toFixed(1)} %`;
  return value.toFixed(0);
}
