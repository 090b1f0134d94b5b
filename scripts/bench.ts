// `npm run bench`: builds the site, serves dist/public with the project's own CDN-like server, runs
// Lighthouse's CLI in headless Chromium (N mobile runs, one desktop run), each a child process so
// the server keeps answering, and prints the figures: category scores, Web Vitals, bytes by type,
// the JS the page loads before any interaction and the long tasks of the typical mobile run.
// It measures; it never fails because of a number, only when something cannot run.
//
// Usage: npm run bench -- [--runs 3] [--skip-build] [--url /] [--port N]
// Writes the raw Lighthouse results and a summary to bench-results/ (git-ignored).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import {
  blockingTasks,
  bytesByType,
  CATEGORIES,
  failingAudits,
  firstPartyScripts,
  formatBytes,
  formatMetric,
  formatMs,
  type LighthouseResult,
  METRICS,
  median,
  medianOfRuns,
  networkRequests,
  summarizeLhr,
} from './lib/bench-stats.ts';
import { startCalStandIn } from './lib/cal-stand-in.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';
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
const RUN_TIMEOUT_MS = 5 * 60_000;
const LIGHTHOUSE_CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));

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
  --port N        port to serve on (default: a free one)`;

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
        port: { type: 'string', default: '0' },
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
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) usageError('--runs must be a whole number >= 1');
  if (!(Number.isInteger(port) && port >= 0 && port < 65536))
    usageError('--port must be a port number');
  if (!/^\/(?!\/)/.test(values.url)) usageError('--url must be a path starting with /');
  return { runs, skipBuild: values['skip-build'], path: values.url, port };
};

/** Runs a command asynchronously (the server must keep answering); resolves with its exit code. */
const run = async (command: string, args: string[], env: Record<string, string> = {}) => {
  // Lighthouse's CLI (through chrome-launcher) closes its Chromium on SIGINT.
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    timeout: RUN_TIMEOUT_MS,
    killSignal: 'SIGINT',
  });
  const stop = () => child.kill('SIGINT');
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const [code, signal] = await once(child, 'exit');
  process.off('SIGINT', stop).off('SIGTERM', stop);
  return (code as number | null) ?? (signal ? 1 : 0);
};

/** Attempts per Lighthouse run: Chromium now and then fails to record a trace (NO_NAVSTART). */
const ATTEMPTS = 3;

/** One run of Lighthouse's CLI in headless Chromium: mobile defaults or the desktop preset. */
const lighthouseRun = async (
  url: string,
  formFactor: 'mobile' | 'desktop',
  file: string,
  label: string,
  extraFlags: string[],
): Promise<Lhr> => {
  const started = performance.now();
  process.stdout.write(`${label} … `);
  // The CLI reads its Chromium flags as one string: quote a value with spaces.
  const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS, ...extraFlags]
    .map((flag) => (flag.includes(' ') ? flag.replace(/=(.*)$/, '="$1"') : flag))
    .join(' ');
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${file}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${chromeFlags}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  let code = 1;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    rmSync(file, { force: true });
    code = await run(process.execPath, args, chromiumPath ? { CHROME_PATH: chromiumPath } : {});
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

/** One table on the console, titled, with a note under it ("none" for no rows). */
const table = (title: string, rows: Record<string, object> | object[], note?: string) => {
  console.log(`\n${title}`);
  if (Object.keys(rows).length === 0) console.log('none');
  else console.table(rows);
  if (note) console.log(note);
};

const printReport = (
  url: string,
  mobileLhrs: Lhr[],
  typical: Lhr,
  desktop: Lhr,
  standIn: string | null,
) => {
  const origin = new URL(url).origin;
  const runs = mobileLhrs.map(summarizeLhr);
  const mobile = medianOfRuns(runs);
  const desk = summarizeLhr(desktop);
  console.log(
    `\n=== Benchmark of ${url} ===\nLighthouse ${desktop.lighthouseVersion}, ` +
      `Chromium ${desktop.environment?.hostUserAgent?.match(/Chrome\/(\d+)/)?.[1] ?? '?'}, ` +
      `host CPU benchmark index ${Math.round(median(mobileLhrs.map((lhr) => lhr.environment?.benchmarkIndex)) ?? 0)}. ` +
      `Mobile: median of ${runs.length} run(s) (simulated slow 4G, 4x CPU slowdown); ` +
      `desktop: one run (--preset=desktop).\nScheduler script: ${standIn ?? 'not stood in (see above)'}.`,
  );
  table(
    'Lighthouse scores (0-100)',
    Object.fromEntries(
      CATEGORIES.map(([id, label]) => [
        label,
        { Mobile: mobile.scores[id], Desktop: desk.scores[id], Budget: BUDGETS[id] },
      ]),
    ),
  );
  const printable = METRICS.filter(([key]) => key !== 'tti');
  table(
    'Metrics',
    Object.fromEntries(
      printable.map(([key, , label, kind]) => [
        label,
        {
          Mobile: formatMetric(mobile.metrics[key], kind),
          Desktop: formatMetric(desk.metrics[key], kind),
          Budget: BUDGETS[key] ?? '',
        },
      ]),
    ),
  );
  table(
    'Mobile runs (* = the most typical run, used for the bytes and tasks below)',
    Object.fromEntries(
      runs.map((run, index) => [
        `${index + 1}${mobileLhrs[index] === typical ? ' *' : ''}`,
        {
          Perf: run.scores.performance,
          ...Object.fromEntries(
            printable.map(([key, , label, kind]) => [label, formatMetric(run.metrics[key], kind)]),
          ),
        },
      ]),
    ),
  );
  const [mobileBytes, desktopBytes] = [bytesByType(typical), bytesByType(desktop)];
  table(
    'Bytes transferred (Lighthouse resource summary, compressed as served)',
    Object.fromEntries(
      Object.entries(mobileBytes).map(([type, { requests, bytes }]) => [
        type,
        {
          'Mobile req': requests,
          'Mobile bytes': formatBytes(bytes),
          'Desktop req': desktopBytes[type]?.requests,
          'Desktop bytes': formatBytes(desktopBytes[type]?.bytes),
        },
      ]),
    ),
  );
  const scripts = sizeScripts(firstPartyScripts(networkRequests(typical), origin));
  table(
    'JS loaded before any interaction (same origin, mobile; gzip of the file in dist/public)',
    [
      ...scripts.map(({ path, rawBytes, gzipBytes }) => ({
        Chunk: path,
        Raw: formatBytes(rawBytes),
        Gzip: formatBytes(gzipBytes),
      })),
      {
        Chunk: `Total (${scripts.length} files)`,
        Raw: formatBytes(sum(scripts.map((file) => file.rawBytes))),
        Gzip: formatBytes(sum(scripts.map((file) => file.gzipBytes))),
      },
    ],
    `Budget: ${BUDGETS.js} gzip.`,
  );
  const tasks = blockingTasks(typical, origin);
  table(
    'Long main-thread tasks of the typical mobile run (simulated 4x slower CPU; TBT counts what lies between FCP and TTI beyond 50 ms)',
    tasks.map((task) => ({
      Start: formatMs(task.start),
      Duration: formatMs(task.duration),
      Blocking: formatMs(task.blocking),
      'Attributed to': task.source,
    })),
    `Blocking parts: ${formatMs(sum(tasks.map((task) => task.blocking)))} in all; the run's TBT: ` +
      `${formatMetric(summarizeLhr(typical).metrics.tbt, 'ms')} (Lighthouse averages two simulations). ` +
      '"browser": work of no script (committing the navigation, painting); the page\'s own path: ' +
      'HTML parsing, style, layout and inline scripts.',
  );
  const metricAudits = new Set(METRICS.map(([, auditId]) => auditId));
  const audits = new Map<
    string,
    { Mobile: number | string; Desktop: number | string; Title: string }
  >();
  for (const [column, lhr] of [
    ['Mobile', typical],
    ['Desktop', desktop],
  ] as const) {
    for (const audit of failingAudits(lhr)) {
      if (metricAudits.has(audit.id)) continue;
      const title = audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title;
      const row = audits.get(audit.id) ?? { Mobile: 'pass', Desktop: 'pass', Title: title };
      row[column] = Math.round(audit.score * 100);
      audits.set(audit.id, row);
    }
  }
  table(
    'Audits below full score (metrics left out; score 0-100 in the typical mobile run and on desktop)',
    Object.fromEntries(audits),
  );
  return {
    mobile: { median: mobile, runs, bytes: mobileBytes, longTasks: tasks },
    desktop: { ...desk, bytes: desktopBytes },
    jsBeforeInteraction: scripts,
  };
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
  await new Promise<void>((listening, failed) => {
    server.once('error', failed).listen(options.port, '127.0.0.1', listening);
  }).catch((error: Error) => fail(error.message));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = new URL(options.path, `http://localhost:${port}`).href;
  console.log(`Serving dist/public on ${new URL(url).origin}; measuring ${url}`);
  const standIn = await standInForScheduler();
  const chromeFlags = standIn?.chromeFlags ?? [];

  const mobileLhrs: Lhr[] = [];
  for (let index = 1; index <= options.runs; index += 1) {
    const file = resolve(RESULTS_DIR, `lighthouse-mobile-${index}.json`);
    const label = `Lighthouse mobile run ${index}/${options.runs}`;
    mobileLhrs.push(await lighthouseRun(url, 'mobile', file, label, chromeFlags));
  }
  const desktopFile = resolve(RESULTS_DIR, 'lighthouse-desktop.json');
  const desktop = await lighthouseRun(
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

  // The most typical run as Lighthouse picks it: nearest to the median FCP and TTI.
  const valid = filterToValidRuns(mobileLhrs as never[]) as Lhr[];
  if (valid.length === 0) fail('no mobile run measured FCP and TTI');
  const typical = computeMedianRun(valid as never[]) as Lhr;
  const figures = printReport(url, mobileLhrs, typical, desktop, standIn?.description ?? null);

  const summaryFile = resolve(RESULTS_DIR, 'summary.json');
  const summary = { date: new Date().toISOString(), url, runs: options.runs, ...figures };
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `\nRaw Lighthouse results: ${relative(ROOT, RESULTS_DIR)}/lighthouse-*.json; ` +
      `summary: ${relative(ROOT, summaryFile)}. ` +
      `Took ${Math.round((performance.now() - started) / 1000)} s.`,
  );
};

await main();
