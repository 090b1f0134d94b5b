// `npm run bench` (docs/performance.md): each root or origin measured A B A B … in one sitting, reported as medians with their runs.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { format, parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Result as Lhr } from 'lighthouse';
import { startCalStandIn } from './bench/cal-stand-in.ts';
import { CATEGORIES, failingAudits, firstPartyScripts, headline, longTasks, medianRun, runLighthouse } from './bench/lighthouse.ts';
import { FRAMES_MOVED, measureRuntime } from './bench/runtime.ts';
import { loadEnvFiles } from './lib/load-env.ts';
import { createStaticServer } from './static-server.ts';

const RESULTS = resolve(import.meta.dirname, '..', 'bench-results');
const { values } = parseArgs({
  options: {
    root: { type: 'string', multiple: true },
    origin: { type: 'string', multiple: true },
    url: { type: 'string', default: '/' },
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs > 0 && values.url.startsWith('/')))
  throw new Error('Usage: npm run bench -- [--root DIR]… [--origin http://host:port]… [--url /path] [--runs N] [--skip-build]');
const roots = values.root ?? (values.origin ? [] : ['dist/public']);
if (roots.length > 0 && !values['skip-build']) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const servers = roots.map((root) => {
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`${root} holds no build (index.html)`);
  return createStaticServer({ root: resolve(root) }).listen(0, '127.0.0.1');
});
await Promise.all(servers.map((server) => new Promise((listening) => server.once('listening', listening))));
type Target = { label: string; origin: string; url: string; lighthouse: Lhr[]; runtime: Record<string, number>[] };
const target = (label: string, origin: string): Target => ({ label, origin, url: new URL(values.url, origin).href, lighthouse: [], runtime: [] });
const targets = roots.map((root, index) => target(root, `http://localhost:${(servers[index]?.address() as AddressInfo).port}`));
for (const origin of values.origin ?? []) targets.push(target(origin, new URL(origin).origin));

loadEnvFiles();
const { embedScriptUrl } = (await import('../src/config/site.ts')).siteConfig.scheduler;
const standIn = roots.length > 0 ? await startCalStandIn(embedScriptUrl).catch((error: Error) => console.log(`No stand-in: ${error.message}`)) : undefined;
const flags = standIn?.chromeFlags ?? [];
console.log(standIn ? `${embedScriptUrl} stood in with @calcom/embed-core ${standIn.version}` : `${embedScriptUrl} is not stood in`);

mkdirSync(RESULTS, { recursive: true });
for (const name of readdirSync(RESULTS)) rmSync(resolve(RESULTS, name));
// The report also goes to bench-results/report.txt (console.table prints through console.log).
const print = console.log;
console.log = (...args: unknown[]) => {
  print(...args);
  appendFileSync(resolve(RESULTS, 'report.txt'), `${format(...args)}\n`);
};
const notes = new Set<string>();
for (let run = 1; run <= runs; run += 1) {
  for (const [index, target] of targets.entries()) {
    const started = performance.now();
    target.lighthouse.push(await runLighthouse(target.url, resolve(RESULTS, `lighthouse-${index + 1}-${run}.json`), flags));
    target.runtime.push(await measureRuntime(target.url, flags, notes));
    console.log(`Run ${run}/${runs} of ${target.label} (Lighthouse, runtime): ${Math.round((performance.now() - started) / 1000)} s`);
  }
}

const byLabel = (runs: Record<string, number>[]) =>
  Object.fromEntries(Object.keys(runs[0] ?? {}).map((label) => [label, runs.map((run) => run[label] ?? Number.NaN)]));
const reports = await Promise.all(
  targets.map(async ({ label, url, origin, lighthouse, runtime }) => {
    const typical = medianRun(lighthouse);
    const js = await Promise.all(
      firstPartyScripts(typical, origin).map(async (path) => {
        const body = Buffer.from(await (await fetch(new URL(path, origin))).arrayBuffer());
        return { Chunk: path, Raw: body.length, Gzip: gzipSync(body).length };
      }),
    );
    const [figures, typicalRun] = [byLabel(lighthouse.map(headline)), lighthouse.indexOf(typical) + 1];
    return {
      label,
      url,
      lighthouse: figures,
      typicalRun,
      js,
      longTasks: longTasks(typical, origin),
      audits: failingAudits(typical),
      runtime: byLabel(runtime),
    };
  }),
);
for (const server of servers) server.close();
standIn?.close();
if (standIn?.unanswered.length) notes.add(`the Cal.com stand-in could not answer ${standIn.unanswered.join(', ')}`);
writeFileSync(resolve(RESULTS, 'summary.json'), `${JSON.stringify({ date: new Date(), runs, notes: [...notes], targets: reports }, null, 2)}\n`);

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return ((sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? Number.NaN)) / 2;
};
const ms = (value: number) => (Math.abs(value) < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const SCORES = new Set([...Object.values(CATEGORIES), 'Host CPU index']);
const show = (label: string, value: number) => {
  if (Number.isNaN(value)) return 'n/a';
  if (SCORES.has(label)) return String(value);
  if (label.includes(FRAMES_MOVED)) return String(Math.round(value));
  return label === 'CLS' ? value.toFixed(3) : ms(value);
};
const cell = (label: string, values: number[] = []) =>
  values.length < 2 ? show(label, values[0] ?? Number.NaN) : `${show(label, median(values))} (${values.map((value) => show(label, value)).join(', ')})`;
const table = <T>(title: string, columns: [string, Record<string, T>][], shown: (row: string, value?: T) => string) => {
  const rows = [...new Set(columns.flatMap(([, values]) => Object.keys(values)))];
  console.log(`\n${title}`);
  console.table(Object.fromEntries(rows.map((row) => [row, Object.fromEntries(columns.map(([column, values]) => [column, shown(row, values[row])]))])));
};
const columns = <K extends 'lighthouse' | 'audits' | 'runtime'>(key: K) => reports.map((report) => [report.label, report[key]] as [string, (typeof report)[K]]);

const some = targets[0]?.lighthouse[0];
const sites = targets.map(({ label, origin }) => (label === origin ? label : `${label} (${origin})`));
console.log(`\n=== ${values.url} on ${sites.join(', ')}; ${runs} run(s) each, alternating ===`);
console.log(`Lighthouse ${some?.lighthouseVersion}, Chromium ${some?.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1]}`);
table('Lighthouse mobile (slow 4G and 4x CPU simulated), median (runs)', columns('lighthouse'), cell);
for (const { label, js, longTasks, lighthouse, typicalRun } of reports) {
  const total = { Chunk: `Total (${js.length} files)`, Raw: js.reduce((sum, { Raw }) => sum + Raw, 0), Gzip: js.reduce((sum, { Gzip }) => sum + Gzip, 0) };
  console.log(`\n${label}: same-origin JS loaded before any interaction (typical run, run ${typicalRun}; gzip of each file)`);
  console.table([...js, total].map((row) => ({ ...row, Raw: kB(row.Raw), Gzip: kB(row.Gzip) })));
  console.log(`${label}: long main-thread tasks of the typical run (simulated 4x slower CPU; Blocking: the part TBT counts)`);
  console.table(longTasks.map((task) => ({ ...task, Start: ms(task.Start), Duration: ms(task.Duration), Blocking: ms(task.Blocking) })));
  const tbt = lighthouse.TBT?.[typicalRun - 1] ?? Number.NaN;
  console.log(`Blocking ${ms(longTasks.reduce((sum, task) => sum + task.Blocking, 0))} in all; the run's TBT ${ms(tbt)} (Lighthouse averages two simulations)`);
}
table('Audits below full score (score 0-100; typical run)', columns('audits'), (_, value) => value ?? 'pass');
table('Runtime, median (runs): main-thread time at rest and over a wheel scroll, frames moved; latency at 4x CPU', columns('runtime'), cell);
for (const note of notes) console.log(`Note: ${note}`);
console.log('\nThis report (report.txt), raw Lighthouse results (lighthouse-N-…, N counts the sites in the order above) and summary.json in bench-results/');
