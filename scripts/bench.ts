// `npm run bench`: builds the site, serves dist/public with the project's own CDN-like server, runs
// Lighthouse in headless Chromium (N mobile runs, one desktop run) and prints the figures: category
// scores, Web Vitals, first-party bytes by type and the JS the page loads before any interaction.
// It measures; it never fails because of a number, only when something cannot run.
//
// Usage: npm run bench -- [--runs 3] [--skip-build] [--url /] [--port 4300]
// Writes the raw Lighthouse results and a summary to bench-results/ (git-ignored).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  type BlockingTask,
  blockingTasks,
  CATEGORIES,
  type FailingAudit,
  failingAudits,
  firstPartyScripts,
  formatBytes,
  formatMetric,
  formatMs,
  formatTable,
  type GroupedRequests,
  groupRequestsByType,
  type LighthouseResult,
  METRICS,
  type MetricKey,
  median,
  medianOfRuns,
  medianRunIndex,
  RESOURCE_GROUPS,
  type RunSummary,
  summarizeLhr,
} from './lib/bench-stats.ts';
import { startCalStandIn } from './lib/cal-stand-in.ts';
import { loadEnvFiles } from './lib/load-env.ts';
import { createStaticServer } from './static-server.ts';

/** A Lighthouse result as the bench reads it: what bench-stats reads, and the run's environment. */
type Lhr = LighthouseResult & {
  lighthouseVersion?: string;
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
};

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC_DIR = resolve(ROOT, 'dist', 'public');
const RESULTS_DIR = resolve(ROOT, 'bench-results');
const PORTS = { first: 4300, last: 4399 };
const RUN_TIMEOUT_MS = 5 * 60_000;

/** Budgets of the README's Benchmark section, shown next to the mobile figures (not enforced). */
const BUDGETS: Partial<Record<string, string>> = {
  performance: '100',
  accessibility: '100',
  'best-practices': '100',
  seo: '100',
  lcp: '<= 1.20 s',
  tbt: '<= 50 ms',
  cls: '<= 0.010',
  js: '<= 100.0 kB',
};

const USAGE = `Usage: npm run bench -- [options]
  --runs N        mobile Lighthouse runs, the median is printed (default 3)
  --skip-build    measure the existing dist/public instead of building first
  --url PATH      page to measure (default /)
  --port N        port to serve on (default: the first free one from ${PORTS.first} to ${PORTS.last})`;

const fail = (message: string): never => {
  console.error(`bench: ${message}`);
  process.exit(1);
};

const usageError = (message: string): never => {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
};

const parseOptions = () => {
  try {
    return parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        'skip-build': { type: 'boolean', default: false },
        url: { type: 'string', default: '/' },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
};

const readOptions = () => {
  const values = parseOptions();
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) usageError('--runs must be a whole number >= 1');
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    usageError('--port must be a port number');
  if (!/^\/(?!\/)/.test(values.url)) usageError('--url must be a path starting with /');
  return { runs, skipBuild: values['skip-build'], path: values.url, port };
};

/** Runs a command asynchronously; resolves with its exit code (or 1 after a timeout). */
const run = (
  command: string,
  args: string[],
  { timeoutMs, env }: { timeoutMs?: number; env?: Record<string, string> } = {},
) =>
  new Promise<number>((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    const timer =
      timeoutMs &&
      setTimeout(() => {
        console.error(`bench: ${command} ${args[0]} took over ${timeoutMs / 1000} s, stopping it`);
        child.kill('SIGTERM');
      }, timeoutMs);
    // Ctrl-C or a kill of the bench stops the child too (it then closes its Chromium).
    const stop = () => child.kill('SIGTERM');
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      process.removeListener('SIGINT', stop);
      process.removeListener('SIGTERM', stop);
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });

/** Listens on the requested port, or on the first free one of our range. */
const listen = async (server: Server, requested: number | undefined) => {
  const candidates = requested
    ? [requested]
    : Array.from({ length: PORTS.last - PORTS.first + 1 }, (_, i) => PORTS.first + i);
  for (const port of candidates) {
    const ok = await new Promise<boolean>((resolvePromise, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.removeListener('listening', onListening);
        if (error.code === 'EADDRINUSE') resolvePromise(false);
        else reject(error);
      };
      const onListening = () => {
        server.removeListener('error', onError);
        resolvePromise(true);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port, '127.0.0.1');
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${candidates[0]}-${candidates.at(-1)}`);
};

/** Attempts per Lighthouse run: Chromium now and then fails to record a trace (NO_NAVSTART). */
const ATTEMPTS = 3;

const lighthouseRun = async (
  url: string,
  formFactor: 'mobile' | 'desktop',
  file: string,
  label: string,
  chromeFlags: string[],
): Promise<Lhr> => {
  const started = performance.now();
  process.stdout.write(`${label} … `);
  let code = 1;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    rmSync(file, { force: true });
    code = await run(
      process.execPath,
      ['--import', 'tsx', resolve(ROOT, 'scripts', 'bench-lighthouse.ts'), url, formFactor, file],
      { timeoutMs: RUN_TIMEOUT_MS, env: { BENCH_CHROME_FLAGS: JSON.stringify(chromeFlags) } },
    );
    if (code === 0 && existsSync(file)) break;
    if (attempt < ATTEMPTS) process.stdout.write(`failed (exit code ${code}), again … `);
  }
  if (code !== 0 || !existsSync(file)) fail(`${label} failed (exit code ${code})`);
  console.log(formatMs(performance.now() - started));
  return JSON.parse(readFileSync(file, 'utf8'));
};

/** Raw and gzip size of each first-party script, read from dist/public. */
const sizeScripts = (paths: string[]) =>
  paths.map((path) => {
    const file = resolve(PUBLIC_DIR, `.${decodeURIComponent(path)}`);
    if (!file.startsWith(PUBLIC_DIR + sep) || !existsSync(file))
      return { path, rawBytes: null, gzipBytes: null };
    const content = readFileSync(file);
    return { path, rawBytes: content.length, gzipBytes: gzipSync(content).length };
  });

const sum = (values: (number | null)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);
const printable = METRICS.filter(([key]) => key !== 'tti');
const section = (title: string, table: string, note?: string) =>
  console.log(`\n${title}\n${table}${note ? `\n${note}` : ''}`);

type ScriptSize = { path: string; rawBytes: number | null; gzipBytes: number | null };
type Report = {
  url: string;
  runs: number;
  environment: {
    lighthouseVersion?: string;
    chromium: string;
    benchmarkIndex: number | null;
    schedulerStandIn: string | null;
  };
  mobile: {
    median: Pick<RunSummary, 'scores' | 'metrics'>;
    medianRun: number;
    runs: Pick<RunSummary, 'scores' | 'metrics'>[];
    bytes: GroupedRequests;
    failingAudits: FailingAudit[];
    longTasks: BlockingTask[];
  };
  desktop: Pick<RunSummary, 'scores' | 'metrics'> & {
    bytes: GroupedRequests;
    failingAudits: FailingAudit[];
  };
  scripts: { files: ScriptSize[]; total: { rawBytes: number; gzipBytes: number } };
};

const printReport = ({ url, runs, environment, mobile, desktop, scripts }: Report) => {
  console.log(
    `\n=== Benchmark of ${url} ===\nLighthouse ${environment.lighthouseVersion}, ` +
      `Chromium ${environment.chromium}, ` +
      `host CPU benchmark index ${Math.round(environment.benchmarkIndex ?? 0)}. ` +
      `Mobile: median of ${runs} run${runs === 1 ? '' : 's'} (simulated slow 4G, 4x CPU slowdown); ` +
      'desktop: one run (--preset=desktop).' +
      (environment.schedulerStandIn
        ? `\nScheduler script: ${environment.schedulerStandIn}.`
        : '\nScheduler script: not stood in (see above); its host is probably unreachable.'),
  );

  section(
    'Lighthouse scores (0-100)',
    formatTable(
      ['Category', 'Mobile', 'Desktop', 'Budget'],
      CATEGORIES.map(([id, label]) => [
        label,
        mobile.median.scores[id],
        desktop.scores[id],
        BUDGETS[id],
      ]),
    ),
  );

  section(
    'Metrics',
    formatTable(
      ['Metric', 'Mobile', 'Desktop', 'Budget'],
      printable.map(([key, , label, kind]) => [
        label,
        formatMetric(mobile.median.metrics[key], kind),
        formatMetric(desktop.metrics[key], kind),
        BUDGETS[key satisfies MetricKey] ?? '',
      ]),
    ),
  );

  if (runs > 1) {
    section(
      'Mobile runs (* = the most typical run, used for the bytes and audits below)',
      formatTable(
        ['Run', 'Perf', ...printable.map(([, , label]) => label)],
        mobile.runs.map((summary, index) => [
          `${index + 1}${index === mobile.medianRun ? ' *' : ''}`,
          summary.scores.performance,
          ...printable.map(([key, , , kind]) => formatMetric(summary.metrics[key], kind)),
        ]),
      ),
    );
  }

  const groupRows = RESOURCE_GROUPS.map((group) => [
    group === 'html' || group === 'css' || group === 'js'
      ? group.toUpperCase()
      : group.charAt(0).toUpperCase() + group.slice(1),
    mobile.bytes.groups[group].requests,
    formatBytes(mobile.bytes.groups[group].bytes),
    desktop.bytes.groups[group].requests,
    formatBytes(desktop.bytes.groups[group].bytes),
  ]);
  const { excluded } = mobile.bytes;
  section(
    `First-party bytes transferred (origin ${new URL(url).origin}, compressed as served)`,
    formatTable(
      ['Type', 'Mobile req', 'Mobile bytes', 'Desktop req', 'Desktop bytes'],
      [
        ...groupRows,
        [
          'Total',
          mobile.bytes.total.requests,
          formatBytes(mobile.bytes.total.bytes),
          desktop.bytes.total.requests,
          formatBytes(desktop.bytes.total.bytes),
        ],
      ],
    ),
    `Not counted (mobile): ${excluded.dataUrls} data: URLs, ${excluded.thirdParty} third-party ` +
      `requests (${formatBytes(excluded.thirdPartyBytes)}).`,
  );

  section(
    'JS loaded before any interaction (same origin, mobile; gzip of the file in dist/public)',
    formatTable(
      ['Chunk', 'Raw', 'Gzip'],
      [
        ...scripts.files.map((file) => [
          file.path,
          formatBytes(file.rawBytes),
          formatBytes(file.gzipBytes),
        ]),
        [
          `Total (${scripts.files.length} file${scripts.files.length === 1 ? '' : 's'})`,
          formatBytes(scripts.total.rawBytes),
          formatBytes(scripts.total.gzipBytes),
        ],
      ],
    ),
    `Budget: ${BUDGETS.js} gzip.`,
  );

  const typicalTbt = mobile.runs[mobile.medianRun]?.metrics.tbt;
  section(
    'Long main-thread tasks of the typical mobile run (simulated 4x slower CPU; TBT counts what lies between FCP and TTI beyond 50 ms)',
    mobile.longTasks.length > 0
      ? formatTable(
          ['Start', 'Duration', 'Blocking', 'Attributed to'],
          mobile.longTasks.map((task) => [
            formatMs(task.start),
            formatMs(task.duration),
            formatMs(task.blocking),
            task.source,
          ]),
          'rrrl',
        )
      : '(none)',
    `Blocking parts: ${formatMs(sum(mobile.longTasks.map((task) => task.blocking)))} in all; ` +
      `the run's TBT: ${formatMetric(typicalTbt, 'ms')} (Lighthouse averages two simulations). ` +
      '"browser": work of no script (committing the navigation, painting); the page\'s own path: ' +
      'HTML parsing, style, layout and inline scripts.',
  );

  type AuditRow = FailingAudit & { mobile: number | null; desktop: number | null; detail: string };
  const audits = new Map<string, AuditRow>();
  for (const [formFactor, list] of [
    ['mobile', mobile.failingAudits],
    ['desktop', desktop.failingAudits],
  ] as const) {
    for (const audit of list) {
      const entry = audits.get(audit.id) ?? { ...audit, mobile: null, desktop: null, detail: '' };
      entry[formFactor] = Math.round(audit.score * 100);
      entry.detail ||= audit.displayValue;
      audits.set(audit.id, entry);
    }
  }
  const metricAudits = new Set(METRICS.map(([, auditId]) => auditId));
  const rows = [...audits.values()]
    .filter((audit) => !metricAudits.has(audit.id))
    .map((audit) => [
      audit.id,
      audit.mobile ?? 'pass',
      audit.desktop ?? 'pass',
      audit.detail ? `${audit.title} (${audit.detail})` : audit.title,
    ]);
  section(
    'Audits below full score (metrics left out; score 0-100 in the typical mobile run and on desktop)',
    rows.length > 0
      ? formatTable(['Audit', 'Mobile', 'Desktop', 'Title (detail)'], rows, 'lrrl')
      : '(none)',
  );
};

/**
 * The scheduler's host, stood in on 127.0.0.1 (scripts/lib/cal-stand-in.ts): this machine may
 * have no internet, and a failed scheduler script would be measured instead of the real one.
 */
const standInForScheduler = async () => {
  loadEnvFiles();
  const { siteConfig } = await import('../src/config/site.ts');
  const { embedScriptUrl } = siteConfig.scheduler;
  try {
    const standIn = await startCalStandIn(embedScriptUrl);
    console.log(
      `Serving Cal.com's published embed script (@calcom/embed-core) for ${embedScriptUrl} from 127.0.0.1`,
    );
    return standIn;
  } catch (error) {
    console.log(
      `No stand-in for ${embedScriptUrl} (${error instanceof Error ? error.message : error}): ` +
        'without internet the scheduler script fails to load and best practices loses its console audit',
    );
    return null;
  }
};

const main = async () => {
  const started = performance.now();
  const options = readOptions();

  if (!options.skipBuild) {
    console.log('Building the site (npm run build) …');
    const code = await run('npm', ['run', 'build']);
    if (code !== 0) fail(`the build failed (exit code ${code})`);
  }
  if (!existsSync(resolve(PUBLIC_DIR, 'index.html')))
    fail('no build in dist/public: run without --skip-build');

  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const name of readdirSync(RESULTS_DIR)) {
    if (/^lighthouse-.*\.json$/.test(name)) rmSync(resolve(RESULTS_DIR, name));
  }

  const server = createStaticServer({ root: PUBLIC_DIR });
  const port = await listen(server, options.port).catch((error: Error) => fail(error.message));
  const url = new URL(options.path, `http://localhost:${port}`).href;
  const origin = new URL(url).origin;
  console.log(`Serving dist/public on ${origin}; measuring ${url}`);
  const standIn = await standInForScheduler();
  const chromeFlags = standIn?.chromeFlags ?? [];

  const mobileFiles = Array.from({ length: options.runs }, (_, i) =>
    resolve(RESULTS_DIR, `lighthouse-mobile-${i + 1}.json`),
  );
  const mobileLhrs: Lhr[] = [];
  for (const [index, file] of mobileFiles.entries()) {
    const label = `Lighthouse mobile run ${index + 1}/${options.runs}`;
    mobileLhrs.push(await lighthouseRun(url, 'mobile', file, label, chromeFlags));
  }
  const desktopFile = resolve(RESULTS_DIR, 'lighthouse-desktop.json');
  const desktopLhr = await lighthouseRun(
    url,
    'desktop',
    desktopFile,
    'Lighthouse desktop run',
    chromeFlags,
  );
  server.close();
  await standIn?.close();
  if (standIn?.unanswered.length)
    console.log(`The ${standIn.host} stand-in could not answer: ${standIn.unanswered.join(', ')}`);

  const mobileSummaries = mobileLhrs.map(summarizeLhr);
  const medianRun = medianRunIndex(mobileSummaries);
  const typical = mobileSummaries[medianRun] ?? fail('no mobile run');
  const desktopSummary = summarizeLhr(desktopLhr);
  const scriptFiles = sizeScripts(firstPartyScripts(typical.requests, origin));

  const mobile = {
    median: medianOfRuns(mobileSummaries),
    medianRun,
    runs: mobileSummaries.map(({ scores, metrics }) => ({ scores, metrics })),
    bytes: groupRequestsByType(typical.requests, origin),
    failingAudits: failingAudits(mobileLhrs[medianRun] ?? {}),
    longTasks: blockingTasks(mobileLhrs[medianRun] ?? {}, origin),
    files: mobileFiles.map((file) => relative(ROOT, file)),
  };
  const desktop = {
    scores: desktopSummary.scores,
    metrics: desktopSummary.metrics,
    bytes: groupRequestsByType(desktopSummary.requests, origin),
    failingAudits: failingAudits(desktopLhr),
    file: relative(ROOT, desktopFile),
  };
  const scripts = {
    files: scriptFiles,
    total: {
      rawBytes: sum(scriptFiles.map((file) => file.rawBytes)),
      gzipBytes: sum(scriptFiles.map((file) => file.gzipBytes)),
    },
  };
  const environment = {
    lighthouseVersion: desktopLhr.lighthouseVersion,
    chromium: desktopLhr.environment?.hostUserAgent?.match(/Chrome\/(\d+)/)?.[1] ?? 'unknown',
    benchmarkIndex: median(mobileLhrs.map((lhr) => lhr.environment?.benchmarkIndex)),
    schedulerStandIn: standIn?.description ?? null,
  };
  printReport({ url, runs: options.runs, environment, mobile, desktop, scripts });

  const summaryFile = resolve(RESULTS_DIR, 'summary.json');
  const summary = {
    date: new Date().toISOString(),
    url,
    runs: options.runs,
    ...environment,
    mobile,
    desktop,
    jsBeforeInteraction: scripts,
  };
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `\nRaw Lighthouse results: ${relative(ROOT, RESULTS_DIR)}/lighthouse-*.json; ` +
      `summary: ${relative(ROOT, summaryFile)}. ` +
      `Took ${Math.round((performance.now() - started) / 1000)} s.`,
  );
};

await main();
