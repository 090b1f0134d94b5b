export declare const FALLBACK_MS: number;
export declare const afterFirstPaintLoader: (entry: string, preloads: readonly string[]) => string;
export declare const deferHydration: (html: string) => {
  html: string;
  entry: string | null;
  preloads: string[];
};
