/**
 * `npm run bench` — the measured quality (docs/performance.md "Benchmark"): server throughput and latency, the storefront's own
 * time beside its commerce backend's, the bytes each page sends, and Lighthouse, against the
 * production build and an in-memory sandbox in a process of its own (server.ts). Prints tables on stdout, writes
 * bench-results/latest.json, and exits non-zero when a budget is broken or a page that should exist
 * does not answer.
 *
 *   npm run bench [-- --no-build] [--quick] [--no-lighthouse] [--duration=5] [--warmup=2]
 *                    [--samples=20] [--lighthouse-runs=3] [--concurrency=1,10,50] [--overload=1000] [--overload-only]
 *                    [--no-outage]
 *   npm run bench:budgets    only the byte budgets (about 30 s), into bench-results/budgets.json
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { measureBytes, launchBrowser, type PageBytes } from './bytes.ts';
import { createBag, shipBag } from './bag.ts';
import { ANONYMOUS_CATALOG_PAGES, BUDGETS, checkBudgets, formatFigure, type Budget } from './budgets.ts';
import { BROWSER_HEADERS } from './http.ts';
import { medianRun, runLighthouse, type LighthouseRun } from './lighthouse.ts';
import { measureOutage, okShares, type OutageResult } from './outage.ts';
import { measureLoad, type LoadResult } from './load.ts';
import { sample, summarize, warmSamples, type TimingSummary } from './overhead.ts';
import { JS_BUDGET_BYTES, PAGES, type BenchPage } from './pages.ts';
import { kb, log, ms, num, table, type NoteRow } from './report.ts';
import { build, startServer, stopAllSync, type RunningServer } from './server.ts';
import { findChromium } from '../chromium.ts';

const USAGE = `usage: npm run bench [-- options]
  --no-build             use the existing build/ instead of running react-router build
  --budgets-only         only the bytes and their budgets (no load, overhead or Lighthouse);
                         writes bench-results/budgets.json instead of latest.json
  --quick                short run: 2 s per load run, 1 s warm-up, 5 samples, 1 Lighthouse run
  --no-lighthouse        skip Lighthouse
  --no-outage            skip the failure section (the backend hung, then down: stale-if-error)
  --duration=<s>         seconds per measured load run (default 5)
  --warmup=<s>           seconds of warm-up before each load run (default 2)
  --server-warmup=<s>    seconds of load over all the pages before the first load run (default 20):
                         a server in service has run every page's code many times (its first
                         requests are the overhead table's cold column)
  --samples=<n>          sequential requests per page for the overhead figures (default 20)
  --lighthouse-runs=<n>  Lighthouse runs per page, the median is reported (default 3)
  --concurrency=<list>   concurrency levels (default 1,10,50)
  --overload=<clients>   concurrent clients on the home page for the overload run (default 1000; 0 skips it)
  --overload-only        only the overload run (no overhead, throughput, bytes or Lighthouse)`;

interface Options {
  build: boolean;
  lighthouse: boolean;
  quick: boolean;
  budgetsOnly: boolean;
  durationS: number;
  warmupS: number;
  serverWarmupS: number;
  samples: number;
  lighthouseRuns: number;
  concurrency: number[];
  latenciesMs: number[];
  /** Clients of the overload run (far more than the server works on at once). */
  overloadClients: number;
  overloadOnly: boolean;
  /** The failure section: the commerce backend hung, then down, under a running server. */
  outage: boolean;
}

function parseOptions(argv: string[]): Options {
  const quick = argv.includes('--quick');
  const budgetsOnly = argv.includes('--budgets-only');
  const overloadOnly = argv.includes('--overload-only');
  const options: Options = {
    build: true,
    lighthouse: !budgetsOnly,
    quick,
    budgetsOnly,
    durationS: quick ? 2 : 5,
    warmupS: quick ? 1 : 2,
    serverWarmupS: quick ? 2 : 20,
    samples: quick ? 5 : 20,
    lighthouseRuns: quick ? 1 : 3,
    concurrency: [1, 10, 50],
    latenciesMs: [0, 150],
    overloadClients: budgetsOnly ? 0 : 1000,
    overloadOnly,
    outage: !budgetsOnly && !overloadOnly,
  };
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} wants a positive number, not "${value}"`);
    return n;
  };
  for (const arg of argv) {
    const [name, value = ''] = arg.split(/=(.*)/s, 2) as [string, string?];
    if (name === '--quick' || name === '--budgets-only' || name === '--overload-only') continue;
    else if (name === '--no-build') options.build = false;
    else if (name === '--no-lighthouse') options.lighthouse = false;
    else if (name === '--no-outage') options.outage = false;
    else if (name === '--duration') options.durationS = positive(name, value);
    else if (name === '--warmup') options.warmupS = value === '0' ? 0 : positive(name, value);
    else if (name === '--server-warmup') options.serverWarmupS = value === '0' ? 0 : positive(name, value);
    else if (name === '--samples') options.samples = Math.round(positive(name, value));
    else if (name === '--lighthouse-runs') options.lighthouseRuns = Math.round(positive(name, value));
    else if (name === '--concurrency') options.concurrency = value.split(',').map((v) => Math.round(positive(name, v)));
    else if (name === '--overload') options.overloadClients = value === '0' ? 0 : Math.round(positive(name, value));
    else if (name === '--help' || name === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  if (budgetsOnly) Object.assign(options, { lighthouse: false, samples: 0, concurrency: [], latenciesMs: [0] });
  if (overloadOnly) Object.assign(options, { lighthouse: false, samples: 0, concurrency: [], latenciesMs: [0] });
  return options;
}

type PageState =
  { state: 'measured' } | { state: 'not built yet'; reason: string } | { state: 'error'; reason: string };

interface PageResult {
  id: string;
  label: string;
  path: string;
  state: PageState['state'];
  reason?: string;
  throughput?: LoadResult[];
  overhead?: Record<string, { cold: TimingSummary; warm: TimingSummary }>;
  bytes?: Omit<PageBytes, 'js'> & { js: PageBytes['js'] };
  lighthouse?: { runs: LighthouseRun[]; median: ReturnType<typeof medianRun> };
}

function loadAverage(): number[] {
  return os.loadavg().map((v) => Number(v.toFixed(2)));
}

function machine() {
  const cpus = os.cpus();
  let chromium: string | null = null;
  try {
    const browser = findChromium();
    chromium = execFileSync(browser.executablePath, ['--version'], {
      encoding: 'utf8',
      env: browser.env,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    chromium = null;
  }
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium,
    /** 1, 5 and 15 minute load averages: other work on the machine moves every figure. */
    loadAverageAtStart: loadAverage(),
    loadAverageAtEnd: null as number[] | null,
  };
}

function pageHeaders(cookie?: string): Record<string, string> {
  return cookie ? { ...BROWSER_HEADERS, cookie } : { ...BROWSER_HEADERS };
}

/**
 * Cold then warm timings of every page on a fresh server at one sandbox latency. Cold is the first
 * request for that page after start-up (catalog pages in list order, so later pages find the shared
 * header/menu data cached but not their own); warm is the median of `samples` requests that follow.
 * Returns each page's state as its first answer shows it.
 */
async function overheadPass(
  server: RunningServer,
  latencyMs: number,
  options: Options,
  results: Map<string, PageResult>,
  decideStates: boolean,
) {
  await server.setLatency(latencyMs);
  log(`overhead at sandbox latency ${latencyMs} ms`);
  const cookies = new Map<string, string>();
  const active = PAGES.filter((page) => decideStates || results.get(page.id)!.state === 'measured');
  // Catalog pages first, so making the bag (which reads products) does not warm their caches.
  const ordered = [...active.filter((page) => !page.withBag), ...active.filter((page) => page.withBag)];
  const colds = new Map<string, TimingSummary>();
  for (const page of ordered) {
    const result = results.get(page.id)!;
    let cookie = page.cookie;
    if (cookie) cookies.set(page.id, cookie);
    if (page.withBag) {
      const bag = await createBag(server.url);
      if (!bag.ok) {
        if (decideStates) Object.assign(result, { state: 'not built yet', reason: bag.reason });
        continue;
      }
      cookie = bag.cookie;
      if (page.shipped) await shipBag(server.url, cookie);
      cookies.set(page.id, cookie);
    }
    const first = await sample(new URL(page.path, server.url), pageHeaders(cookie));
    if (decideStates) {
      if (first.status === 200) result.state = 'measured';
      else if (page.laterIssue && first.status === 404)
        Object.assign(result, { state: 'not built yet', reason: `GET ${page.path} answers 404` });
      else Object.assign(result, { state: 'error', reason: `GET ${page.path} answered ${first.status}` });
    }
    if (result.state === 'measured') colds.set(page.id, summarize([first]));
  }
  for (const page of ordered) {
    const result = results.get(page.id)!;
    if (result.state !== 'measured' || options.samples === 0) continue;
    const warm = await warmSamples(new URL(page.path, server.url), pageHeaders(cookies.get(page.id)), options.samples);
    (result.overhead ??= {})[String(latencyMs)] = { cold: colds.get(page.id)!, warm };
  }
  return cookies;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const info = machine();
  log(
    `${info.cpus} × ${info.cpuModel}, ${info.memoryGb} GB, Node ${info.node}, ${info.chromium ?? 'no Chromium found'}; load average ${info.loadAverageAtStart.join(' ')}`,
  );
  if (options.build) build();

  const lighthouseErrors: string[] = [];
  const results = new Map<string, PageResult>(
    PAGES.map((page) => [page.id, { id: page.id, label: page.label, path: page.path, state: 'error' as const }]),
  );
  const measured = () => PAGES.filter((page) => results.get(page.id)!.state === 'measured');

  let overload: LoadResult | undefined;
  // Server 1, sandbox latency 0: cold/warm overhead, throughput, overload, bytes, Lighthouse.
  let server = await startServer();
  try {
    const cookies = await overheadPass(server, options.latenciesMs[0]!, options, results, true);
    for (const page of PAGES) {
      const result = results.get(page.id)!;
      if (result.state !== 'measured')
        log(`${page.label} (${page.path}): ${result.state}${result.reason ? ` — ${result.reason}` : ''}`);
    }

    // The server as it is in service: V8 has compiled every page's render path (the first thousand or so
    // requests after a start cost up to half again as much CPU each).
    if (options.concurrency.length && options.serverWarmupS > 0) {
      const pages = measured();
      log(`server warm-up: ${options.serverWarmupS} s of load over ${pages.length} pages`);
      const durationMs = (options.serverWarmupS * 1000) / pages.length;
      for (const page of pages)
        await measureLoad(new URL(page.path, server.url), pageHeaders(cookies.get(page.id)), 10, {
          durationMs,
          warmupMs: 0,
        });
    }

    for (const page of measured()) {
      const result = results.get(page.id)!;
      result.throughput = [];
      for (const concurrency of options.concurrency) {
        log(`throughput ${page.path} at concurrency ${concurrency}`);
        const headers = pageHeaders(cookies.get(page.id));
        result.throughput.push(
          await measureLoad(new URL(page.path, server.url), headers, concurrency, {
            durationMs: options.durationS * 1000,
            warmupMs: options.warmupS * 1000,
            serverPid: server.pid,
            sandboxPid: server.sandboxPid,
          }),
        );
      }
    }

    // Overload: many more clients than the server works on at once (MAX_IN_FLIGHT_REQUESTS), on
    // loopback, for one measured run: how many get a fast 503, how many connections fail, the p99.
    if (options.overloadClients > 0) {
      log(`overload: ${options.overloadClients} concurrent clients on / for ${options.durationS} s`);
      overload = await measureLoad(new URL('/', server.url), pageHeaders(), options.overloadClients, {
        durationMs: options.durationS * 1000,
        warmupMs: 0,
      });
    }

    if (!options.overloadOnly) {
      log('bytes in Chromium');
      const browser = await launchBrowser(findChromium());
      try {
        for (const page of measured())
          results.get(page.id)!.bytes = await measureBytes(
            browser,
            new URL(page.path, server.url).href,
            cookies.get(page.id),
          );
      } finally {
        await browser.close();
      }
    }

    if (options.lighthouse) {
      const lighthousePages = measured().filter((page) => page.lighthouse);
      const runs = new Map<string, LighthouseRun[]>(lighthousePages.map((page) => [page.id, []]));
      // Round-robin over the pages, so a slow minute on the machine does not land on one page only.
      for (let run = 1; run <= options.lighthouseRuns; run += 1) {
        for (const page of lighthousePages) {
          log(`Lighthouse ${page.path}, run ${run} of ${options.lighthouseRuns}`);
          // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): try again.
          for (let attempt = 1; ; attempt += 1) {
            try {
              runs
                .get(page.id)!
                .push(await runLighthouse(findChromium(), new URL(page.path, server.url).href, cookies.get(page.id)));
              break;
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              if (attempt >= 3) {
                log(`Lighthouse ${page.path} failed ${attempt} times, last: ${message}`);
                lighthouseErrors.push(`${page.label}: ${message}`);
                break;
              }
              log(`Lighthouse ${page.path} failed (${message}); again`);
            }
          }
        }
      }
      for (const [id, pageRuns] of runs)
        if (pageRuns.length) results.get(id)!.lighthouse = { runs: pageRuns, median: medianRun(pageRuns) };
    }
  } finally {
    await server.stop();
  }

  // One fresh server per further latency, so its cold figures are cold again.
  for (const latencyMs of options.latenciesMs.slice(1)) {
    server = await startServer();
    try {
      await overheadPass(server, latencyMs, options, results, false);
    } finally {
      await server.stop();
    }
  }

  // Target 7: the anonymous catalog pages, and a bag for contrast, with the backend failed under the server.
  let outage: OutageResult | undefined;
  if (options.outage) {
    const outagePages = measured().filter((page) => ANONYMOUS_CATALOG_PAGES.includes(page.id) || page.id === 'bag');
    outage = await measureOutage(outagePages, options);
  }

  // Target 1's multiple: the anonymous catalog pages at concurrency 10 on a server without the
  // rendered-page cache (PAGE_CACHE_MAX_BYTES=0), measured like the others.
  const uncachedRps = new Map<string, number>();
  if (options.concurrency.includes(10)) {
    server = await startServer({ PAGE_CACHE_MAX_BYTES: '0' });
    try {
      for (const page of measured().filter((p) => ANONYMOUS_CATALOG_PAGES.includes(p.id))) {
        log(`throughput ${page.path} at concurrency 10 without the page cache`);
        const run = await measureLoad(new URL(page.path, server.url), pageHeaders(), 10, {
          durationMs: options.durationS * 1000,
          warmupMs: options.warmupS * 1000,
          serverPid: server.pid,
          sandboxPid: server.sandboxPid,
        });
        uncachedRps.set(page.id, run.rps);
      }
    } finally {
      await server.stop();
    }
  }

  // Budgets: bench-budgets.json, one number per target (scripts/bench/budgets.ts).
  const budgets: Budget[] = checkBudgets(
    PAGES.map((page) => {
      const result = results.get(page.id)!;
      return {
        id: page.id,
        withBag: page.withBag,
        lighthouse: page.lighthouse && options.lighthouse,
        throughput: result.throughput,
        bytes: result.bytes,
        lighthousePerformance:
          result.lighthouse?.median.performance ?? (page.lighthouse && options.lighthouse ? null : undefined),
      };
    }),
    BUDGETS,
    uncachedRps,
    outage && okShares(outage),
  );
  const broken = budgets.filter((budget) => budget.ok === false);
  const failedPages = [...results.values()].filter((result) => result.state === 'error');
  const loadProblems = [...results.values()].flatMap((result) =>
    (result.throughput ?? [])
      .filter((run) => run.non2xx || run.errors)
      .map((run) => `${result.label} at concurrency ${run.concurrency}: ${run.non2xx} non-2xx, ${run.errors} errors`),
  );

  const output = {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: { ...info, loadAverageAtEnd: loadAverage() },
    options,
    pages: [...results.values()],
    overload,
    uncachedRps: Object.fromEntries(uncachedRps),
    outage,
    budgetFile: BUDGETS,
    budgets,
    lighthouseErrors,
    ok: broken.length === 0 && failedPages.length === 0,
  };
  mkdirSync(new URL('../../bench-results/', import.meta.url), { recursive: true });
  const file = options.budgetsOnly
    ? 'bench-results/budgets.json'
    : options.overloadOnly
      ? 'bench-results/overload.json'
      : 'bench-results/latest.json';
  writeFileSync(new URL(`../../${file}`, import.meta.url), `${JSON.stringify(output, null, 2)}\n`);

  printTables(output.pages, budgets, options, output.machine, overload, outage);
  console.log(`\nResults written to ${file}`);
  for (const problem of loadProblems) console.log(`WARNING: ${problem}`);
  for (const problem of lighthouseErrors) console.log(`WARNING: Lighthouse ${problem}`);
  for (const result of failedPages) console.log(`FAILED: ${result.label} — ${result.reason}`);
  for (const budget of broken) {
    console.log(
      `BUDGET BROKEN: ${budget.page} ${budget.what} ${formatFigure(budget.actual, budget.unit)} ${budget.kind === 'max' ? '>' : '<'} ${formatFigure(budget.limit, budget.unit)}`,
    );
    if (budget.what.startsWith('JavaScript')) {
      const items = [...(results.get(budget.page)?.bytes?.js.items ?? [])]
        .sort((x, y) => y.gzipBytes - x.gzipBytes)
        .slice(0, 6);
      for (const item of items) console.log(`  ${kb(item.gzipBytes).padStart(9)}  ${item.path}`);
    }
  }
  if (broken.length === 0 && failedPages.length === 0) console.log('All budgets met.');
  process.exitCode = output.ok ? 0 : 1;
}

function notMeasured(page: BenchPage, result: PageResult): NoteRow | null {
  if (result.state === 'measured') return null;
  return {
    label: page.label,
    note: result.state === 'not built yet' ? `not built yet (${result.reason})` : `ERROR: ${result.reason}`,
  };
}

function printTables(
  pages: PageResult[],
  budgets: Budget[],
  options: Options,
  info: ReturnType<typeof machine>,
  overload?: LoadResult,
  outage?: OutageResult,
) {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const out: string[] = [];
  out.push(
    `Sweet Shop storefront benchmark — ${info.cpus} × ${info.cpuModel}, ${info.memoryGb} GB, Node ${info.node}, ${info.chromium ?? 'no Chromium'}; ` +
      `load average at start ${info.loadAverageAtStart.join(' ')}, at end ${info.loadAverageAtEnd?.join(' ') ?? '–'}`,
  );
  if (!options.budgetsOnly) {
    out.push(
      `\nServer throughput and latency — sandbox latency 0 ms, ${options.durationS} s per run after ${options.warmupS} s warm-up (the server warmed up by ${options.serverWarmupS} s of load over all pages first), keep-alive closed loop; latency in ms to the last byte;\n` +
        `CPU per request of the storefront process (the budgets) and of the commerce sandbox's own process (Salesforce's servers in production)`,
    );
    const throughputRows: (string[] | NoteRow)[] = [];
    for (const page of PAGES) {
      const result = byId.get(page.id)!;
      const note = notMeasured(page, result);
      if (note) throughputRows.push(note);
      for (const run of result.throughput ?? [])
        throughputRows.push([
          `${page.label}  ${page.path}`,
          String(run.concurrency),
          num(run.rps, 1),
          ms(run.p50Ms),
          ms(run.p99Ms),
          run.cpuMsPerRequest === null ? '–' : num(run.cpuMsPerRequest, 2),
          run.sandboxCpuMsPerRequest === null ? '–' : num(run.sandboxCpuMsPerRequest, 2),
          String(run.requests),
          String(run.non2xx),
          String(run.errors),
        ]);
    }
    out.push(
      table(
        [
          'page',
          'conc.',
          'req/s',
          'p50',
          'p99',
          'storefront CPU ms/req',
          'sandbox CPU ms/req',
          'requests',
          'non-2xx',
          'errors',
        ],
        throughputRows,
      ),
    );

    if (overload) {
      out.push(
        `\nOverload — ${overload.concurrency} concurrent clients on the home page for ${options.durationS} s (closed loop, keep-alive); 503 = refused at once with Retry-After`,
      );
      const served = overload.statuses['200'] ?? 0;
      const refused = overload.statuses['503'] ?? 0;
      out.push(
        table(
          ['clients', 'answers', '200', '503', 'other', 'connection errors', 'p50', 'p99', 'max'],
          [
            [
              String(overload.concurrency),
              String(overload.requests),
              String(served),
              String(refused),
              String(overload.requests - served - refused),
              String(overload.errors),
              ms(overload.p50Ms),
              ms(overload.p99Ms),
              ms(overload.maxMs),
            ],
          ],
        ),
      );
    }

    out.push(
      `\nStorefront overhead — ms; total = client-measured, commerce = Server-Timing (wall time with SCAPI/SLAS calls in flight), own = total − commerce;\n` +
        `cold = first request for the page once the server is ready (/readyz, after its warm-up; one sample), warm = median of ${options.samples} sequential requests;\n` +
        `103 = when the 103 Early Hints answer came (none for a page from the rendered-page cache)`,
    );
    const overheadRows: (string[] | NoteRow)[] = [];
    for (const page of PAGES) {
      const result = byId.get(page.id)!;
      const note = notMeasured(page, result);
      if (note) overheadRows.push(note);
      for (const latency of options.latenciesMs) {
        const figures = result.overhead?.[String(latency)];
        if (!figures) continue;
        const { cold, warm } = figures;
        overheadRows.push([
          page.label,
          `${latency}`,
          ms(cold.totalMs),
          ms(cold.commerceMs),
          ms(cold.ownMs),
          num(cold.commerceCalls),
          ms(warm.totalMs),
          ms(warm.commerceMs),
          ms(warm.ownMs),
          num(warm.commerceCalls),
          ms(warm.hintMs),
        ]);
      }
    }
    out.push(
      table(
        [
          'page',
          'latency',
          'cold total',
          'commerce',
          'own',
          'calls',
          'warm total',
          'commerce',
          'own',
          'calls',
          'warm 103',
        ],
        overheadRows,
      ),
    );
  }

  if (outage) {
    out.push(
      `\nBackend failure — stale-if-error: the commerce backend hung (every call runs into the ${outage.timeoutMs} ms time-out) then down (calls refused), ` +
        `concurrency 10 for ${options.durationS} s per page,\nfrom the first request after the server's copies expired (catalog TTL ${outage.ttlSeconds} s for this section; ` +
        `a failed key is asked again after ${outage.retrySeconds} s); 200 = served from the last good answers`,
    );
    const rows = outage.phases.flatMap((phase) =>
      phase.pages.map((page) => {
        const ok = page.run.statuses['200'] ?? 0;
        return [
          `${page.label}  ${page.path}`,
          phase.how,
          String(page.run.requests + page.run.errors),
          String(ok),
          String(page.run.requests - ok),
          String(page.run.errors),
          ms(page.run.p50Ms),
          ms(page.run.p99Ms),
          ms(page.run.maxMs),
        ];
      }),
    );
    out.push(table(['page', 'backend', 'answers', '200', 'other', 'conn. errors', 'p50', 'p99', 'max'], rows));
  }

  out.push(
    `\nBytes — gzip (zlib level 6, as the server's compression) of what Chromium loaded; budgets: JS ≤ ${kb(JS_BUDGET_BYTES)} on every page, product HTML ≤ ${BUDGETS.productHtmlGzipKb} KB`,
  );
  const bytesRows: (string[] | NoteRow)[] = [];
  for (const page of PAGES) {
    const result = byId.get(page.id)!;
    const note = notMeasured(page, result);
    if (note) {
      bytesRows.push(note);
      continue;
    }
    if (!result.bytes) continue;
    const { js, html, css } = result.bytes;
    const jsBudget = budgets.find((b) => b.page === page.id && b.what.startsWith('JavaScript'));
    const htmlBudget = budgets.find((b) => b.page === page.id && b.what.startsWith('HTML'));
    bytesRows.push([
      page.label,
      kb(js.gzipBytes),
      String(js.files),
      jsBudget ? (jsBudget.ok ? 'ok' : 'OVER') : '',
      kb(html.gzipBytes),
      htmlBudget ? `${htmlBudget.ok ? 'ok' : 'OVER'} (≤ ${formatFigure(htmlBudget.limit, htmlBudget.unit)})` : '',
      kb(css.gzipBytes),
      kb(js.transferBytes),
      kb(html.transferBytes),
    ]);
  }
  out.push(
    table(
      [
        'page',
        'JS gzip',
        'files',
        'JS budget',
        'HTML gzip',
        'HTML budget',
        'CSS gzip',
        'JS sent (br)',
        'HTML sent (br)',
      ],
      bytesRows,
    ),
  );

  if (options.lighthouse) {
    const version = pages.flatMap((page) => page.lighthouse?.runs ?? [])[0]?.lighthouseVersion ?? '';
    out.push(
      `\nLighthouse ${version} — mobile profile (simulated slow 4G, 4× CPU slowdown), median of the runs per figure`,
    );
    const lighthouseRows: (string[] | NoteRow)[] = [];
    for (const page of PAGES.filter((p) => p.lighthouse)) {
      const result = byId.get(page.id)!;
      const note = notMeasured(page, result);
      if (note) {
        lighthouseRows.push(note);
        continue;
      }
      const m = result.lighthouse?.median;
      if (!m) {
        lighthouseRows.push({ label: page.label, note: 'no successful run (see the warnings below)' });
        continue;
      }
      lighthouseRows.push([
        page.label,
        String(result.lighthouse!.runs.length),
        num(m.performance),
        num(m.accessibility),
        num(m.bestPractices),
        num(m.seo),
        ms(m.lcpMs, 0),
        ms(m.tbtMs, 0),
        num(m.cls, 3),
      ]);
    }
    out.push(table(['page', 'runs', 'perf.', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'], lighthouseRows));
  }

  out.push('\nBudgets — bench-budgets.json');
  out.push(
    table(
      ['target', 'page', 'limit', 'measured', ''],
      budgets.map((b) => [
        b.what,
        b.page,
        `${b.kind === 'max' ? '≤' : '≥'} ${formatFigure(b.limit, b.unit)}`,
        formatFigure(b.actual, b.unit),
        b.ok === null ? 'not measured' : b.ok ? 'ok' : 'BROKEN',
      ]),
    ),
  );
  console.log(out.join('\n'));
}

process.on('SIGINT', () => {
  stopAllSync();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAllSync();
  process.exit(143);
});

main().catch((error: unknown) => {
  stopAllSync();
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(2);
});
