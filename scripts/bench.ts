// `npm run bench` (docs/performance.md): each root or origin measured A B A B … in one sitting, reported as medians with their runs.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { format, parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startCalStandIn } from './bench/cal-stand-in.ts';
import { bytesByType, CATEGORIES, failingAudits, firstPartyScripts, headline, type Lhr, longTasks, runLighthouse, typicalRun } from './bench/lighthouse.ts';
import { FRAMES_MOVED, measureRuntime } from './bench/runtime.ts';
import { loadEnvFiles } from './lib/load-env.ts';
import { createStaticServer } from './static-server.ts';

const USAGE = 'npm run bench -- [--root DIR]… [--origin http://host:port]… [--url /path] [--runs N] [--skip-build]';
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
if (!(Number.isInteger(runs) && runs > 0 && values.url.startsWith('/'))) throw new Error(`Usage: ${USAGE}`);
const roots = values.root ?? (values.origin ? [] : ['dist/public']);
if (roots.length > 0 && !values['skip-build']) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const servers = roots.map((root) => {
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`${root} holds no build (index.html)`);
  return createStaticServer({ root: resolve(root) }).listen(0, '127.0.0.1');
});
await Promise.all(servers.map((server) => new Promise((listening) => server.once('listening', listening))));
type Target = { label: string; origin: string; url: string; mobile: Lhr[]; desktop: Lhr[]; runtime: Record<string, number>[] };
const target = (label: string, origin: string): Target => ({ label, origin, url: new URL(values.url, origin).href, mobile: [], desktop: [], runtime: [] });
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
const file = (index: number, name: string) => resolve(RESULTS, `lighthouse-${index + 1}-${name}.json`);
for (let run = 1; run <= runs; run += 1) {
  for (const [index, target] of targets.entries()) {
    const started = performance.now();
    target.mobile.push(await runLighthouse(target.url, 'mobile', file(index, `mobile-${run}`), flags));
    target.runtime.push(await measureRuntime(target.url, flags, notes));
    console.log(`Run ${run}/${runs} of ${target.label} (Lighthouse mobile, runtime): ${Math.round((performance.now() - started) / 1000)} s`);
  }
}
for (const [index, target] of targets.entries()) target.desktop.push(await runLighthouse(target.url, 'desktop', file(index, 'desktop'), flags));

const reports = await Promise.all(
  targets.map(async ({ label, url, origin, mobile, desktop: [lhr], runtime }) => {
    const [typical, desktop] = [typicalRun(mobile), lhr as Lhr];
    const js = await Promise.all(
      firstPartyScripts(typical, origin).map(async (path) => {
        const body = Buffer.from(await (await fetch(new URL(path, origin))).arrayBuffer());
        return { Chunk: path, Raw: body.length, Gzip: gzipSync(body).length };
      }),
    );
    const lighthouse = { mobile: mobile.map(headline), typicalRun: mobile.indexOf(typical) + 1, desktop: headline(desktop) };
    const bytes = { mobile: bytesByType(typical), desktop: bytesByType(desktop) };
    const audits = { mobile: failingAudits(typical), desktop: failingAudits(desktop) };
    return { label, url, lighthouse, bytes, js, longTasks: longTasks(typical, origin), audits, runtime };
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
const byLabel = (runs: Record<string, number>[]) =>
  Object.fromEntries(Object.keys(runs[0] ?? {}).map((label) => [label, runs.map((run) => run[label] ?? Number.NaN)]));
const table = <T>(title: string, columns: [string, Record<string, T>][], shown: (row: string, value?: T) => string) => {
  const rows = [...new Set(columns.flatMap(([, values]) => Object.keys(values)))];
  console.log(`\n${title}`);
  console.table(Object.fromEntries(rows.map((row) => [row, Object.fromEntries(columns.map(([column, values]) => [column, shown(row, values[row])]))])));
};
type Report = (typeof reports)[number];
const both = <T>(each: (report: Report) => { mobile: T; desktop: T }) =>
  reports.flatMap((report): [string, T][] => Object.entries(each(report)).map(([formFactor, value]) => [`${report.label} ${formFactor}`, value]));

const some = targets[0]?.desktop[0];
const sites = targets.map(({ label, origin }) => (label === origin ? label : `${label} (${origin})`));
console.log(`\n=== ${values.url} on ${sites.join(', ')}; ${runs} run(s) each, alternating ===`);
console.log(`Lighthouse ${some?.lighthouseVersion}, Chromium ${some?.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1]}`);
const lighthouseFigures = both(({ lighthouse }) => ({ mobile: byLabel(lighthouse.mobile), desktop: byLabel([lighthouse.desktop]) }));
table('Lighthouse (mobile: slow 4G and 4x CPU simulated, median (runs); desktop: one run)', lighthouseFigures, cell);
const bytes = both(({ bytes }) => bytes);
table('Transferred by type (typical mobile run; desktop)', bytes, (_, value) => value ?? '');
for (const { label, js, longTasks, lighthouse } of reports) {
  const total = { Chunk: `Total (${js.length} files)`, Raw: js.reduce((sum, { Raw }) => sum + Raw, 0), Gzip: js.reduce((sum, { Gzip }) => sum + Gzip, 0) };
  console.log(`\n${label}: same-origin JS loaded before any interaction (typical mobile run, run ${lighthouse.typicalRun}; gzip of each file)`);
  console.table([...js, total].map((row) => ({ ...row, Raw: kB(row.Raw), Gzip: kB(row.Gzip) })));
  console.log(`${label}: long main-thread tasks of the typical mobile run (simulated 4x slower CPU; Blocking: the part TBT counts)`);
  console.table(longTasks.map((task) => ({ ...task, Start: ms(task.Start), Duration: ms(task.Duration), Blocking: ms(task.Blocking) })));
  const tbt = lighthouse.mobile[lighthouse.typicalRun - 1]?.TBT ?? Number.NaN;
  console.log(`Blocking ${ms(longTasks.reduce((sum, task) => sum + task.Blocking, 0))} in all; the run's TBT ${ms(tbt)} (Lighthouse averages two simulations)`);
}
const audits = both(({ audits }) => audits);
table('Audits below full score (score 0-100; typical mobile run; desktop)', audits, (_, value) => value ?? 'pass');
const runtimeFigures = reports.map(({ label, runtime }): [string, Record<string, number[]>] => [label, byLabel(runtime)]);
table(
  'Runtime, median (runs): main-thread time at rest and over 20 wheel steps of 300 px (also with reduced motion), frames moved; latency at 4x CPU',
  runtimeFigures,
  cell,
);
for (const note of notes) console.log(`Note: ${note}`);
console.log('\nThis report (report.txt), raw Lighthouse results (lighthouse-N-…, N counts the sites in the order above) and summary.json in bench-results/');
