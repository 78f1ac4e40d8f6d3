/**
 * The "Latest figures" of docs/performance.md from bench-results/latest.json, as Markdown tables:
 *
 *   npx tsx scripts/bench/markdown.ts [bench-results/latest.json]
 */
import { readFileSync } from 'node:fs';
import type { LoadResult } from './load.ts';
import type { TimingSummary } from './overhead.ts';
import { formatFigure, type Budget, type BudgetFile } from './budgets.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { OutageResult } from './outage.ts';

interface Results {
  startedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    os: string;
    node: string;
    chromium: string | null;
    loadAverageAtStart: number[];
    loadAverageAtEnd?: number[];
  };
  options: {
    durationS: number;
    warmupS: number;
    serverWarmupS?: number;
    samples: number;
    lighthouse: boolean;
    latenciesMs: number[];
  };
  pages: {
    id: string;
    label: string;
    path: string;
    state: string;
    reason?: string;
    throughput?: LoadResult[];
    overhead?: Record<string, { cold: TimingSummary; warm: TimingSummary }>;
    bytes?: { html: { gzipBytes: number }; js: { gzipBytes: number; files: number } };
    lighthouse?: {
      runs: { lighthouseVersion: string }[];
      median: Omit<LighthouseRun, 'lighthouseVersion' | 'warnings'>;
    };
  }[];
  outage?: OutageResult;
  budgetFile: BudgetFile;
  budgets: Budget[];
}

const file = process.argv[2] ?? 'bench-results/latest.json';
const results = JSON.parse(readFileSync(file, 'utf8')) as Results;

const f = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
const kb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`;
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const head = (cells: string[], align: string[]) => [row(cells), row(align)].join('\n');
const notBuilt = (page: Results['pages'][number], columns: number) =>
  row([
    page.label,
    `${page.state}${page.reason ? ` (${page.reason})` : ''}`,
    ...Array.from({ length: columns - 2 }, () => ''),
  ]);

const { machine, options } = results;
const out: string[] = [];
out.push(
  `Run of ${results.startedAt.slice(0, 10)} on ${machine.cpus} × ${machine.cpuModel} (${machine.memoryGb} GB), ${machine.os}, Node ${machine.node}, ` +
    `${machine.chromium ?? 'no Chromium'}; load average (1/5/15 min) ${machine.loadAverageAtStart.join(' / ')} at the start` +
    `${machine.loadAverageAtEnd ? `, ${machine.loadAverageAtEnd.join(' / ')} at the end` : ''}.`,
);

out.push(
  `\nThroughput and latency (sandbox latency 0 ms, ${options.durationS} s per run after ${options.warmupS} s warm-up` +
    `${options.serverWarmupS ? `, the server warmed up first by ${options.serverWarmupS} s of load over all pages` : ''}; ms to the last byte; ` +
    `CPU per request of the storefront's process and of the sandbox's, which plays Salesforce's servers):\n`,
);
out.push(
  head(
    [
      'page',
      'concurrency',
      'req/s',
      'p50 ms',
      'p99 ms',
      'storefront CPU ms/req',
      'sandbox CPU ms/req',
      'non-2xx / errors',
    ],
    ['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:'],
  ),
);
for (const page of results.pages) {
  if (page.state !== 'measured') out.push(notBuilt(page, 8));
  for (const run of page.throughput ?? [])
    out.push(
      row([
        `${page.label} \`${page.path}\``,
        String(run.concurrency),
        f(run.rps, 1),
        f(run.p50Ms, 1),
        f(run.p99Ms, 1),
        f(run.cpuMsPerRequest, 2),
        f(run.sandboxCpuMsPerRequest, 2),
        `${run.non2xx} / ${run.errors}`,
      ]),
    );
}

out.push(
  `\nStorefront overhead (ms; commerce from \`Server-Timing\`, own = total − commerce; cold = first request once the server is ready (after its warm-up), warm = median of ${options.samples}; warm 103 = when the 103 Early Hints answer came, none for a page from the page cache):\n`,
);
out.push(
  head(
    [
      'page',
      'sandbox latency',
      'cold total',
      'cold commerce',
      'cold own',
      'calls',
      'warm total',
      'warm commerce',
      'warm own',
      'calls',
      'warm 103',
    ],
    ['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:'],
  ),
);
for (const page of results.pages) {
  if (page.state !== 'measured') out.push(notBuilt(page, 11));
  for (const latency of options.latenciesMs) {
    const figures = page.overhead?.[String(latency)];
    if (!figures) continue;
    const { cold, warm } = figures;
    out.push(
      row([
        page.label,
        `${latency} ms`,
        f(cold.totalMs, 1),
        f(cold.commerceMs, 1),
        f(cold.ownMs, 1),
        f(cold.commerceCalls),
        f(warm.totalMs, 1),
        f(warm.commerceMs, 1),
        f(warm.ownMs, 1),
        f(warm.commerceCalls),
        f(warm.hintMs, 1),
      ]),
    );
  }
}

if (results.outage) {
  const { outage } = results;
  out.push(
    `\nBackend failure, stale-if-error (the commerce backend hung, every call running into the ${outage.timeoutMs} ms time-out, then down, calls refused; ` +
      `concurrency 10 for ${options.durationS} s per page from the first request after the server's copies expired, catalog TTL ${outage.ttlSeconds} s for this section; ` +
      `a failed key is asked again after ${outage.retrySeconds} s):\n`,
  );
  out.push(
    head(
      ['page', 'backend', 'answers', '200', 'other', 'p50 ms', 'p99 ms', 'max ms'],
      ['---', '---', '--:', '--:', '--:', '--:', '--:', '--:'],
    ),
  );
  for (const phase of outage.phases)
    for (const page of phase.pages) {
      const ok = page.run.statuses['200'] ?? 0;
      out.push(
        row([
          `${page.label} \`${page.path}\``,
          phase.how,
          String(page.run.requests + page.run.errors),
          String(ok),
          String(page.run.requests + page.run.errors - ok),
          f(page.run.p50Ms, 1),
          f(page.run.p99Ms, 1),
          f(page.run.maxMs, 1),
        ]),
      );
    }
}

out.push(
  `\nBytes (gzip) against the budgets (JS ≤ ${results.budgetFile.jsGzipKb} KB on every page, HTML ≤ ${results.budgetFile.productHtmlGzipKb} KB on the product page):\n`,
);
out.push(head(['page', 'JavaScript', 'files', 'HTML', 'budgets'], ['---', '--:', '--:', '--:', '---']));
for (const page of results.pages) {
  if (page.state !== 'measured' || !page.bytes) {
    out.push(notBuilt(page, 5));
    continue;
  }
  const budgets = results.budgets.filter((budget) => budget.page === page.id);
  const verdict = budgets.every((budget) => budget.ok !== false)
    ? 'met'
    : `**broken**: ${budgets
        .filter((b) => b.ok === false)
        .map((b) => b.what)
        .join(', ')}`;
  out.push(
    row([page.label, kb(page.bytes.js.gzipBytes), String(page.bytes.js.files), kb(page.bytes.html.gzipBytes), verdict]),
  );
}

if (options.lighthouse) {
  const version = results.pages.flatMap((page) => page.lighthouse?.runs ?? [])[0]?.lighthouseVersion ?? '';
  out.push(`\nLighthouse ${version}, mobile profile, median of each figure over the runs:\n`);
  out.push(
    head(
      ['page', 'runs', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
      ['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:'],
    ),
  );
  for (const page of results.pages) {
    if (!page.lighthouse) {
      if (page.state !== 'measured') out.push(notBuilt(page, 9));
      continue;
    }
    const m = page.lighthouse.median;
    out.push(
      row([
        page.label,
        String(page.lighthouse.runs.length),
        f(m.performance),
        f(m.accessibility),
        f(m.bestPractices),
        f(m.seo),
        f(m.lcpMs),
        f(m.tbtMs),
        f(m.cls, 3),
      ]),
    );
  }
}
out.push('\nBudgets (`bench-budgets.json`):\n');
out.push(head(['target', 'page', 'limit', 'measured', 'verdict'], ['---', '---', '--:', '--:', '---']));
for (const b of results.budgets)
  out.push(
    row([
      b.what,
      b.page,
      `${b.kind === 'max' ? '≤' : '≥'} ${formatFigure(b.limit, b.unit)}`,
      formatFigure(b.actual, b.unit),
      b.ok === null ? 'not measured' : b.ok ? 'met' : '**broken**',
    ]),
  );
console.log(out.join('\n'));
