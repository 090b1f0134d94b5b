// Pure helpers of `npm run bench` (scripts/bench.ts): medians, formatting, and reading the figures
// out of a Lighthouse result (LHR). No I/O here, so tests/unit/bench-stats.test.ts covers them all.

export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type MetricKey = 'lcp' | 'fcp' | 'tbt' | 'cls' | 'speedIndex' | 'tti';
export type MetricKind = 'ms' | 'unitless';

/** The fields of a Lighthouse network-requests audit item that the bench reads. */
export type NetworkRequest = { url: string; resourceType?: string; networkRequestTime?: number };

/** The fields of a row of Lighthouse's resource-summary audit (bytes by type) the bench reads. */
export type ResourceRow = { label?: string; requestCount?: number; transferSize?: number };

export type RunSummary = {
  scores: Record<CategoryId, number | null>;
  metrics: Record<MetricKey, number | null>;
};

/** A long main-thread task of a run and the part of it TBT counts (see `blockingTasks`). */
export type BlockingTask = { source: string; start: number; duration: number; blocking: number };

export type FailingAudit = {
  id: string;
  title: string;
  score: number;
  displayValue: string;
  categories: CategoryId[];
};

/** The fields of a Lighthouse long-tasks audit item that the bench reads. */
export type LongTaskItem = { url?: string; startTime?: number; duration?: number };

/** The part of a Lighthouse result (LHR) the helpers read. */
export type LighthouseResult = {
  categories?: Partial<
    Record<string, { score: number | null; auditRefs?: { id: string; weight?: number }[] }>
  >;
  audits?: Partial<
    Record<
      string,
      {
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        displayValue?: string;
        details?: { items?: NetworkRequest[] | LongTaskItem[] | ResourceRow[] };
      }
    >
  >;
};

/** The four Lighthouse categories we keep budgets for, in the order they are printed. */
export const CATEGORIES: [CategoryId, string][] = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best practices'],
  ['seo', 'SEO'],
];

/** The Lighthouse metrics we print: [key in a summary, audit id, label, kind]. */
export const METRICS: [MetricKey, string, string, MetricKind][] = [
  ['lcp', 'largest-contentful-paint', 'LCP', 'ms'],
  ['fcp', 'first-contentful-paint', 'FCP', 'ms'],
  ['tbt', 'total-blocking-time', 'TBT', 'ms'],
  ['cls', 'cumulative-layout-shift', 'CLS', 'unitless'],
  ['speedIndex', 'speed-index', 'Speed Index', 'ms'],
  ['tti', 'interactive', 'TTI', 'ms'],
];

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Median of the finite numbers in `values` (mean of the two middle ones for an even count); null if none. */
export const median = (values: (number | null | undefined)[]) => {
  const sorted = values.filter(isNumber).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? 0;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/** Bytes in the units Vite's build log uses (1 kB = 1000 B), so the two can be compared. */
export const formatBytes = (bytes: number | null | undefined) => {
  if (!isNumber(bytes)) return 'n/a';
  if (Math.abs(bytes) < 1000) return `${Math.round(bytes)} B`;
  if (Math.abs(bytes) < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
};

/** Milliseconds under a second as "34 ms", longer ones as "2.06 s". */
export const formatMs = (ms: number | null | undefined) => {
  if (!isNumber(ms)) return 'n/a';
  return Math.abs(ms) < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
};

/** A metric value formatted by its kind (see METRICS). */
export const formatMetric = (value: number | null | undefined, kind: MetricKind) => {
  if (!isNumber(value)) return 'n/a';
  return kind === 'unitless' ? value.toFixed(3) : formatMs(value);
};

/** A Lighthouse category score (0..1) as 0..100; null when Lighthouse could not score it. */
export const toScore = (score: number | null | undefined) =>
  isNumber(score) ? Math.round(score * 100) : null;

/** Origin of a URL, or null for data:, blob: and unparsable URLs. */
const originOf = (url: string) => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** Is a request for the served origin (scheme, host and port all equal)? */
export const isFirstParty = (url: string, origin: string) => originOf(url) === originOf(origin);

/**
 * The first-party JavaScript a page loaded without any interaction: the paths of the same-origin
 * script requests of the network-requests audit, once each, in the order they were requested.
 */
export const firstPartyScripts = (items: NetworkRequest[], origin: string) => {
  const paths: string[] = [];
  const ordered = [...items].sort(
    (a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0),
  );
  for (const item of ordered) {
    if (!isFirstParty(item.url, origin) || item.resourceType !== 'Script') continue;
    const path = new URL(item.url).pathname;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
};

/** The figures of one Lighthouse run: scores 0..100, metrics in ms (CLS unitless). */
export const summarizeLhr = (lhr: LighthouseResult): RunSummary => ({
  scores: Object.fromEntries(
    CATEGORIES.map(([id]) => [id, toScore(lhr.categories?.[id]?.score)]),
  ) as RunSummary['scores'],
  metrics: Object.fromEntries(
    METRICS.map(([key, auditId]) => {
      const value = lhr.audits?.[auditId]?.numericValue;
      return [key, isNumber(value) ? value : null];
    }),
  ) as RunSummary['metrics'],
});

/** The requests of a run (Lighthouse's network-requests audit). */
export const networkRequests = (lhr: LighthouseResult) =>
  (lhr.audits?.['network-requests']?.details?.items ?? []) as NetworkRequest[];

/**
 * Requests and bytes transferred by type (Lighthouse's resource-summary audit: document, script,
 * stylesheet, font, image, …, third-party, total), as { label: { requests, bytes } }.
 */
export const bytesByType = (lhr: LighthouseResult) =>
  Object.fromEntries(
    ((lhr.audits?.['resource-summary']?.details?.items ?? []) as ResourceRow[]).map((row) => [
      row.label ?? '?',
      { requests: row.requestCount ?? 0, bytes: row.transferSize ?? 0 },
    ]),
  );

/** Per-figure medians of several run summaries: { scores, metrics }. */
export const medianOfRuns = (summaries: RunSummary[]): RunSummary => ({
  scores: Object.fromEntries(
    CATEGORIES.map(([id]) => [id, median(summaries.map((s) => s.scores[id]))]),
  ) as RunSummary['scores'],
  metrics: Object.fromEntries(
    METRICS.map(([key]) => [key, median(summaries.map((s) => s.metrics[key]))]),
  ) as RunSummary['metrics'],
});

/** What TBT counts of a task: the part between FCP and TTI, past the first 50 ms (Lighthouse's rule). */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The long main-thread tasks of a run, in start order, from Lighthouse's long-tasks audit (on
 * mobile: durations and starts as simulated for its 4x slower CPU), each with the part of it that
 * counts towards TBT: what lies between FCP and TTI, beyond 50 ms. The blocking parts add up to
 * roughly the run's TBT (Lighthouse averages two simulations, an optimistic and a pessimistic one).
 * `source` is the script Lighthouse attributes the task to: a path for same-origin URLs (the page's
 * own path covers HTML parsing, style, layout and inline scripts), "browser" for work it attributes
 * to no URL (committing the navigation, painting).
 */
export const blockingTasks = (lhr: LighthouseResult, origin: string): BlockingTask[] => {
  const fcp = lhr.audits?.['first-contentful-paint']?.numericValue;
  const tti = lhr.audits?.interactive?.numericValue;
  const from = isNumber(fcp) ? fcp : Number.NEGATIVE_INFINITY;
  const until = isNumber(tti) ? tti : Number.POSITIVE_INFINITY;
  const sourceOf = (url: unknown) => {
    if (typeof url !== 'string' || !/^[a-z]+:/i.test(url)) return 'browser';
    if (!isFirstParty(url, origin)) return url;
    const { pathname, search } = new URL(url);
    return pathname + search;
  };
  const items = (lhr.audits?.['long-tasks']?.details?.items ?? []) as LongTaskItem[];
  return items
    .flatMap(({ url, startTime, duration }) =>
      isNumber(startTime) && isNumber(duration) ? [{ url, startTime, duration }] : [],
    )
    .map(({ url, startTime, duration }) => {
      const counted = Math.min(startTime + duration, until) - Math.max(startTime, from);
      return {
        source: sourceOf(url),
        start: startTime,
        duration,
        blocking: Math.max(0, counted - BLOCKING_THRESHOLD_MS),
      };
    })
    .sort((a, b) => a.start - b.start);
};

const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

/**
 * Audits of the four categories that do not pass (score below 1), worst first:
 * [{ id, title, score, displayValue, categories }]. Informative, manual and not-applicable audits
 * have no score and are left out.
 */
export const failingAudits = (lhr: LighthouseResult) => {
  const byId = new Map<string, FailingAudit>();
  for (const [categoryId] of CATEGORIES) {
    for (const ref of lhr.categories?.[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (!audit || !SCORED_MODES.has(audit.scoreDisplayMode)) continue;
      if (!isNumber(audit.score) || audit.score >= 1) continue;
      const entry = byId.get(ref.id) ?? {
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? '',
        categories: [],
      };
      entry.categories.push(categoryId);
      byId.set(ref.id, entry);
    }
  }
  return [...byId.values()].sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));
};
