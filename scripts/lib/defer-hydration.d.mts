export declare const FALLBACK_MS: number;
export declare const PAYLOAD_PIECE: number;
export declare function payloadInPieces(
  response: Response,
  size: number,
): Response | Promise<Response>;
export type Payload = { rscPath: string; href: string };
export declare const afterFirstPaintLoader: (
  entry: string,
  preloads: readonly string[],
  payload?: Payload | null,
) => string;
export declare const prefetchedRscPath: (bootstrap: string) => string | undefined;
export declare const entryOf: (html: string) => string | undefined;
export declare const hydrateRootChunks: (entrySource: string, entryHref: string) => string[];
export declare const deferHydration: (
  html: string,
  options?: { payloadHref?: string | null; alsoPreload?: readonly string[] },
) => {
  html: string;
  entry: string | null;
  preloads: string[];
};
