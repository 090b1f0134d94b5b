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
export declare const deferHydration: (
  html: string,
  options?: { payloadHref?: string | null },
) => {
  html: string;
  entry: string | null;
  preloads: string[];
};
