export declare const importTs: <T = Record<string, unknown>>(relativePath: string) => Promise<T>;
