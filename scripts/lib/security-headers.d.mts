export type HeaderRule = { path: string; headers: [name: string, value: string][] };

export type VercelRoute =
  | { src: string; headers: Record<string, string>; continue: true }
  | { handle: 'filesystem' }
  | { src: string; status: number; dest: string };

export declare const CLOUDFLARE_LINE_LIMIT: number;
export declare const IMMUTABLE_CACHE_CONTROL: string;
export declare const PERMISSIONS_POLICY: string;

export declare const extractInlineScripts: (html: string) => string[];
export declare const scriptHash: (source: string) => string;
export declare const inlineScriptHashes: (html: string) => string[];
export type SchedulerSources = { origin: string; bookingUrl: string };

export declare const schedulerFrameOrigins: (scheduler: SchedulerSources) => string[];
export declare const buildContentSecurityPolicy: (sources: {
  scriptHashes: readonly string[];
  scheduler: SchedulerSources;
  emailjsOrigin: string;
}) => string;
export declare const securityHeaderRules: (policies: {
  contentSecurityPolicy: string;
}) => HeaderRule[];
export declare const assertEachHeaderOnce: (rules: readonly HeaderRule[]) => void;
export declare const renderHeadersFile: (rules: readonly HeaderRule[]) => string;
export declare const overlongLines: (text: string, limit?: number) => string[];
export declare const toVercelSource: (pattern: string) => string;
export declare const renderVercelConfig: (
  rules: readonly HeaderRule[],
  options?: { notFoundPage?: string },
) => { version: 3; routes: VercelRoute[] };
export declare const renderVercelJson: (rules: readonly HeaderRule[]) => {
  $schema: string;
  cleanUrls: true;
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
