import type { Server } from 'node:http';

export type HeaderFileRule = { pattern: string; headers: [name: string, value: string][] };

export declare const parseHeadersFile: (text: string) => HeaderFileRule[];
export declare const matchesPattern: (pattern: string, path: string) => boolean;
export declare const headersForPath: (
  rules: readonly HeaderFileRule[],
  path: string,
) => Map<string, { name: string; value: string }>;
export declare const createStaticServer: (options: { root: string }) => Server;
