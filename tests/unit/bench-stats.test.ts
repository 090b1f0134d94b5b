import { describe, expect, it } from 'vitest';
import {
  blockingTasks,
  bytesByType,
  failingAudits,
  firstPartyScripts,
  formatBytes,
  formatMetric,
  formatMs,
  isFirstParty,
  type LighthouseResult,
  median,
  medianOfRuns,
  type NetworkRequest,
  networkRequests,
  type RunSummary,
  summarizeLhr,
  toScore,
} from '../../scripts/lib/bench-stats.ts';

const ORIGIN = 'http://localhost:4300';

// Shaped like the items of Lighthouse's network-requests audit for our home page.
const REQUESTS: NetworkRequest[] = [
  {
    url: `${ORIGIN}/`,
    resourceType: 'Document',
    networkRequestTime: 3,
  },
  {
    url: `${ORIGIN}/assets/geist.woff2`,
    resourceType: 'Font',
    networkRequestTime: 55,
  },
  {
    url: `${ORIGIN}/assets/_layout.css`,
    resourceType: 'Stylesheet',
    networkRequestTime: 86,
  },
  {
    url: `${ORIGIN}/assets/index-big.js`,
    resourceType: 'Script',
    networkRequestTime: 90,
  },
  {
    url: `${ORIGIN}/assets/index-small.js`,
    resourceType: 'Script',
    networkRequestTime: 89,
  },
  {
    url: "data:image/svg+xml;utf8,%3Csvg viewBox='0 0 24 24'",
    resourceType: 'Image',
    networkRequestTime: 165,
  },
  {
    url: `${ORIGIN}/favicon.svg`,
    resourceType: 'Other',
    networkRequestTime: 463,
  },
  {
    url: 'https://app.cal.com/embed/embed.js',
    resourceType: 'Script',
    networkRequestTime: 500,
  },
  {
    url: 'http://localhost:4301/assets/other-port.js',
    resourceType: 'Script',
    networkRequestTime: 510,
  },
];

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([2063, 1838, 2511])).toBe(2063);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores missing values and gives null when none is left', () => {
    expect(median([null, 7, undefined, Number.NaN])).toBe(7);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });

  it('does not reorder the array it is given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('formatBytes', () => {
  it('uses bytes below 1000 and kB (1000 B) as Vite does above', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1.0 kB');
    expect(formatBytes(73_741)).toBe('73.7 kB');
    expect(formatBytes(2_345_678)).toBe('2.35 MB');
  });

  it('shows a missing size as n/a', () => {
    expect(formatBytes(null)).toBe('n/a');
  });
});

describe('formatMs and formatMetric', () => {
  it('shows milliseconds under a second and seconds from one second on', () => {
    expect(formatMs(33.5)).toBe('34 ms');
    expect(formatMs(999.4)).toBe('999 ms');
    expect(formatMs(1000)).toBe('1.00 s');
    expect(formatMs(2063.24)).toBe('2.06 s');
    expect(formatMs(undefined)).toBe('n/a');
  });

  it('shows CLS with three decimals', () => {
    expect(formatMetric(0.0123, 'unitless')).toBe('0.012');
    expect(formatMetric(0, 'unitless')).toBe('0.000');
    expect(formatMetric(1200, 'ms')).toBe('1.20 s');
    expect(formatMetric(null, 'unitless')).toBe('n/a');
  });
});

describe('toScore', () => {
  it('turns a 0..1 category score into 0..100', () => {
    expect(toScore(0.98)).toBe(98);
    expect(toScore(1)).toBe(100);
    expect(toScore(0.925)).toBe(93);
    expect(toScore(null)).toBeNull();
  });
});

describe('isFirstParty', () => {
  it('needs the same scheme, host and port', () => {
    expect(isFirstParty(`${ORIGIN}/assets/a.js`, ORIGIN)).toBe(true);
    expect(isFirstParty(`${ORIGIN}/`, `${ORIGIN}/`)).toBe(true);
    expect(isFirstParty('http://localhost:4301/a.js', ORIGIN)).toBe(false);
    expect(isFirstParty('https://localhost:4300/a.js', ORIGIN)).toBe(false);
    expect(isFirstParty('https://app.cal.com/embed/embed.js', ORIGIN)).toBe(false);
  });

  it('never counts data: URLs or unparsable ones', () => {
    expect(isFirstParty('data:image/svg+xml;utf8,x', ORIGIN)).toBe(false);
    expect(isFirstParty('not a url', ORIGIN)).toBe(false);
  });
});

describe('firstPartyScripts', () => {
  it('lists same-origin script paths once each, in request order', () => {
    const repeated = [
      ...REQUESTS,
      { url: `${ORIGIN}/assets/index-big.js`, resourceType: 'Script', networkRequestTime: 900 },
      { url: `${ORIGIN}/assets/late.js?v=1`, resourceType: 'Script', networkRequestTime: 950 },
    ];
    expect(firstPartyScripts(repeated, ORIGIN)).toEqual([
      '/assets/index-small.js',
      '/assets/index-big.js',
      '/assets/late.js',
    ]);
  });
});

const lhr = (overrides: {
  performance?: number | null;
  lcp?: number;
  fcp?: number;
  tti?: number;
}): LighthouseResult => ({
  categories: {
    performance: {
      score: overrides.performance === undefined ? 0.98 : overrides.performance,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'unused-javascript', weight: 0 },
        { id: 'diagnostics', weight: 0 },
      ],
    },
    accessibility: {
      score: 0.93,
      auditRefs: [
        { id: 'definition-list', weight: 7 },
        { id: 'color-contrast', weight: 7 },
        { id: 'aria-allowed-role', weight: 0 },
      ],
    },
    'best-practices': { score: 1, auditRefs: [] },
    seo: { score: 1, auditRefs: [{ id: 'definition-list', weight: 0 }] },
  },
  audits: {
    'largest-contentful-paint': {
      title: 'Largest Contentful Paint',
      score: 0.96,
      scoreDisplayMode: 'numeric',
      numericValue: overrides.lcp ?? 2063.2,
      displayValue: '2.1 s',
    },
    'first-contentful-paint': {
      title: 'First Contentful Paint',
      score: 0.89,
      scoreDisplayMode: 'numeric',
      numericValue: overrides.fcp ?? 1838.2,
    },
    'total-blocking-time': {
      title: 'Total Blocking Time',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: 33.5,
    },
    'cumulative-layout-shift': {
      title: 'Cumulative Layout Shift',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: 0,
    },
    'speed-index': {
      title: 'Speed Index',
      score: 0.98,
      scoreDisplayMode: 'numeric',
      numericValue: 2511.8,
    },
    interactive: {
      title: 'Time to Interactive',
      score: 0.99,
      scoreDisplayMode: 'numeric',
      numericValue: overrides.tti ?? 2231,
    },
    'unused-javascript': {
      title: 'Reduce unused JavaScript',
      score: 0,
      scoreDisplayMode: 'metricSavings',
      displayValue: 'Est savings of 33 KiB',
    },
    diagnostics: { title: 'Diagnostics', score: null, scoreDisplayMode: 'informative' },
    'definition-list': {
      title: '`<dl>`s are not well formed',
      score: 0,
      scoreDisplayMode: 'binary',
    },
    'color-contrast': { title: 'Contrast is sufficient', score: 1, scoreDisplayMode: 'binary' },
    'aria-allowed-role': { title: 'Roles', score: null, scoreDisplayMode: 'notApplicable' },
    'network-requests': {
      title: 'Network Requests',
      score: null,
      scoreDisplayMode: 'informative',
      details: { items: REQUESTS.slice(0, 2) },
    },
    'resource-summary': {
      title: 'Keep request counts low and transfer sizes small',
      score: null,
      scoreDisplayMode: 'informative',
      details: {
        items: [
          { label: 'Total', requestCount: 7, transferSize: 135355 },
          { label: 'Script', requestCount: 3, transferSize: 86612 },
          { label: 'Third-party', requestCount: 2, transferSize: 12100 },
        ],
      },
    },
  },
});

describe('summarizeLhr', () => {
  it('reads scores as 0..100, the metrics and the network requests', () => {
    const summary = summarizeLhr(lhr({}));
    expect(summary.scores).toEqual({
      performance: 98,
      accessibility: 93,
      'best-practices': 100,
      seo: 100,
    });
    expect(summary.metrics).toEqual({
      lcp: 2063.2,
      fcp: 1838.2,
      tbt: 33.5,
      cls: 0,
      speedIndex: 2511.8,
      tti: 2231,
    });
  });

  it('reads the network requests and the bytes by type', () => {
    const result = lhr({});
    expect(networkRequests(result).map((request) => request.url)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/assets/geist.woff2`,
    ]);
    expect(bytesByType(result)).toEqual({
      Total: { requests: 7, bytes: 135355 },
      Script: { requests: 3, bytes: 86612 },
      'Third-party': { requests: 2, bytes: 12100 },
    });
  });

  it('gives null for what Lighthouse could not measure', () => {
    const summary = summarizeLhr({ categories: { seo: { score: null } }, audits: {} });
    expect(summary.scores.seo).toBeNull();
    expect(summary.scores.performance).toBeNull();
    expect(summary.metrics.lcp).toBeNull();
    expect(networkRequests({})).toEqual([]);
    expect(bytesByType({})).toEqual({});
  });
});

describe('medianOfRuns', () => {
  const runs: [RunSummary, RunSummary, RunSummary] = [
    summarizeLhr(lhr({ performance: 0.89, lcp: 2140, fcp: 1910, tti: 2600 })),
    summarizeLhr(lhr({ performance: 0.71, lcp: 1960, fcp: 1810, tti: 4100 })),
    summarizeLhr(lhr({ performance: 0.82, lcp: 2060, fcp: 1690, tti: 2900 })),
  ];

  it('takes the median of each figure on its own', () => {
    const { scores, metrics } = medianOfRuns(runs);
    expect(scores.performance).toBe(82);
    expect(scores.accessibility).toBe(93);
    expect(metrics.lcp).toBe(2060);
    expect(metrics.fcp).toBe(1810);
    expect(metrics.tti).toBe(2900);
  });
});

describe('blockingTasks', () => {
  // Shaped like a mobile run's long-tasks audit: simulated starts and durations, in ms.
  const run = (fcp: number | undefined, tti: number | undefined): LighthouseResult => ({
    audits: {
      'first-contentful-paint': {
        title: 'FCP',
        score: 1,
        scoreDisplayMode: 'numeric',
        numericValue: fcp,
      },
      interactive: { title: 'TTI', score: 1, scoreDisplayMode: 'numeric', numericValue: tti },
      'long-tasks': {
        title: 'Avoid long main-thread tasks',
        score: 1,
        scoreDisplayMode: 'informative',
        details: {
          items: [
            { url: `${ORIGIN}/assets/hydrate-root-abc.js`, startTime: 2000, duration: 75 },
            { url: 'Unattributable', startTime: 700, duration: 165 },
            { url: `${ORIGIN}/?utm=x`, startTime: 950, duration: 109 },
            { url: 'https://app.cal.com/embed/embed.js', startTime: 2900, duration: 60 },
            { url: `${ORIGIN}/assets/client.js`, startTime: 1400 },
          ],
        },
      },
    },
  });

  it('lists the tasks in start order, with their source and the part over 50 ms after FCP', () => {
    expect(blockingTasks(run(900, 5000), ORIGIN)).toEqual([
      // Ends before FCP at 865 ms: nothing counts.
      { source: 'browser', start: 700, duration: 165, blocking: 0 },
      // Starts after FCP: all of it beyond 50 ms.
      { source: '/?utm=x', start: 950, duration: 109, blocking: 59 },
      { source: '/assets/hydrate-root-abc.js', start: 2000, duration: 75, blocking: 25 },
      { source: 'https://app.cal.com/embed/embed.js', start: 2900, duration: 60, blocking: 10 },
    ]);
  });

  it('counts only the part of a task between FCP and TTI', () => {
    const [browser, page, hydration, scheduler] = blockingTasks(run(780, 2040), ORIGIN);
    expect(browser?.blocking).toBe(35); // 780 to 865
    expect(page?.blocking).toBe(59);
    expect(hydration?.blocking).toBe(0); // 2000 to 2040: under 50 ms
    expect(scheduler?.blocking).toBe(0); // after TTI
  });

  it('counts whole tasks when FCP and TTI are missing, and gives [] without the audit', () => {
    expect(blockingTasks(run(undefined, undefined), ORIGIN).map((t) => t.blocking)).toEqual([
      115, 59, 25, 10,
    ]);
    expect(blockingTasks({ audits: {} }, ORIGIN)).toEqual([]);
  });
});

describe('failingAudits', () => {
  it('lists scored audits below 1 once, with every category they count in', () => {
    expect(failingAudits(lhr({}))).toEqual([
      {
        id: 'definition-list',
        title: '`<dl>`s are not well formed',
        score: 0,
        displayValue: '',
        categories: ['accessibility', 'seo'],
      },
      {
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        score: 0,
        displayValue: 'Est savings of 33 KiB',
        categories: ['performance'],
      },
      {
        id: 'largest-contentful-paint',
        title: 'Largest Contentful Paint',
        score: 0.96,
        displayValue: '2.1 s',
        categories: ['performance'],
      },
    ]);
  });
});
