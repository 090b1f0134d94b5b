export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type MetricKey = 'lcp' | 'fcp' | 'tbt' | 'cls' | 'speedIndex' | 'tti';
export type MetricKind = 'ms' | 'unitless';
export type ResourceGroup = 'html' | 'css' | 'js' | 'fonts' | 'images' | 'other';

/** The fields of a Lighthouse network-requests audit item that the bench reads. */
export type NetworkRequest = {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  networkRequestTime?: number;
};

export type ByteCount = { requests: number; bytes: number };
export type GroupedRequests = {
  groups: Record<ResourceGroup, ByteCount>;
  total: ByteCount;
  excluded: { thirdParty: number; thirdPartyBytes: number; dataUrls: number };
};

export type RunSummary = {
  scores: Record<CategoryId, number | null>;
  metrics: Record<MetricKey, number | null>;
  requests: NetworkRequest[];
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
        details?: { items?: NetworkRequest[] | LongTaskItem[] };
      }
    >
  >;
};

export declare const CATEGORIES: [CategoryId, string][];
export declare const METRICS: [MetricKey, string, string, MetricKind][];
export declare const RESOURCE_GROUPS: ResourceGroup[];

export declare const median: (values: (number | null | undefined)[]) => number | null;
export declare const formatBytes: (bytes: number | null | undefined) => string;
export declare const formatMs: (ms: number | null | undefined) => string;
export declare const formatMetric: (value: number | null | undefined, kind: MetricKind) => string;
export declare const toScore: (score: number | null | undefined) => number | null;
export declare const isFirstParty: (url: string, origin: string) => boolean;
export declare const resourceGroup: (item: {
  resourceType?: string;
  mimeType?: string;
}) => ResourceGroup;
export declare const groupRequestsByType: (
  items: NetworkRequest[],
  origin: string,
) => GroupedRequests;
export declare const firstPartyScripts: (items: NetworkRequest[], origin: string) => string[];
export declare const summarizeLhr: (lhr: LighthouseResult) => RunSummary;
export declare const medianOfRuns: (
  summaries: Pick<RunSummary, 'scores' | 'metrics'>[],
) => Pick<RunSummary, 'scores' | 'metrics'>;
export declare const medianRunIndex: (summaries: Pick<RunSummary, 'metrics'>[]) => number;
export declare const blockingTasks: (lhr: LighthouseResult, origin: string) => BlockingTask[];
export declare const failingAudits: (lhr: LighthouseResult) => FailingAudit[];
export declare const formatTable: (
  header: string[],
  rows: (string | number | null | undefined)[][],
  align?: string,
) => string;
