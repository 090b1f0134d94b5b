// Lighthouse's CLI as an async child process (the server in this process must keep answering), and the figures read from its result.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Result as Lhr } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.ts';

type Item = Partial<Record<'url' | 'group' | 'resourceType', string> & Record<'startTime' | 'duration', number>>;

const CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
export const CATEGORIES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
const METRICS = {
  'largest-contentful-paint': 'LCP',
  'first-contentful-paint': 'FCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index',
};

// Chromium now and then fails to trace (NO_NAVSTART): 3 attempts.
export const runLighthouse = async (url: string, file: string, extraFlags: string[]): Promise<Lhr> => {
  // The CLI reads its Chromium flags as one string: a value with spaces is quoted.
  const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS, ...extraFlags].map((flag) => flag.replace(/=(.* .*)$/, '="$1"')).join(' ');
  const args = [CLI, url, '--quiet', '--output=json', `--output-path=${file}`, `--chrome-flags=${chromeFlags}`, `--only-categories=${Object.keys(CATEGORIES)}`];
  const env = { ...process.env, ...(chromiumPath && { CHROME_PATH: chromiumPath }) };
  for (let attempt = 1; ; attempt += 1) {
    rmSync(file, { force: true });
    try {
      await promisify(execFile)(process.execPath, args, { env, timeout: 300_000 });
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

export const medianRun = (runs: Lhr[]) => computeMedianRun(filterToValidRuns(runs).length > 0 ? filterToValidRuns(runs) : runs);

export const headline = (lhr: Lhr): Record<string, number> => ({
  ...Object.fromEntries(Object.entries(CATEGORIES).map(([id, label]) => [label, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)])),
  ...Object.fromEntries(Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id]?.numericValue ?? Number.NaN])),
  'Main-thread work': lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
  'of it script evaluation': items(lhr, 'mainthread-work-breakdown').find(({ group }) => group === 'scriptEvaluation')?.duration ?? Number.NaN,
  'Host CPU index': Math.round(lhr.environment.benchmarkIndex),
});

const items = (lhr: Lhr, auditId: string) => ((lhr.audits[auditId]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

export const firstPartyScripts = (lhr: Lhr, origin: string) => {
  const scripts = items(lhr, 'network-requests').filter((item) => item.resourceType === 'Script' && item.url?.startsWith(`${origin}/`));
  return [...new Set(scripts.map((item) => new URL(item.url ?? '').pathname))];
};

/** Long tasks with the part TBT counts (between FCP and TTI, beyond 50 ms), attributed to a path of the origin or "browser". */
export const longTasks = (lhr: Lhr, origin: string) => {
  const [fcp = 0, tti = Number.POSITIVE_INFINITY] = [lhr.audits['first-contentful-paint']?.numericValue, lhr.audits.interactive?.numericValue];
  const tasks = items(lhr, 'long-tasks').toSorted((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0));
  return tasks.map(({ url = '', startTime = 0, duration = 0 }) => ({
    Start: startTime,
    Duration: duration,
    Blocking: Math.max(0, Math.min(startTime + duration, tti) - Math.max(startTime, fcp) - 50),
    'Attributed to': !/^[a-z]+:/i.test(url) ? 'browser' : url.startsWith(`${origin}/`) ? url.slice(origin.length) : url,
  }));
};

export const failingAudits = (lhr: Lhr) => {
  const failing: Record<string, string> = {};
  for (const { id } of Object.keys(CATEGORIES).flatMap((category) => lhr.categories[category]?.auditRefs ?? [])) {
    const { title, score, scoreDisplayMode, displayValue } = lhr.audits[id] ?? {};
    if (id in METRICS || !['binary', 'numeric', 'metricSavings'].includes(scoreDisplayMode ?? '') || score == null || score >= 1) continue;
    failing[title ?? id] = `${Math.round(score * 100)}${displayValue ? ` (${displayValue})` : ''}`;
  }
  return failing;
};
