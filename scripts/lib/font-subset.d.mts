export declare const PRINTABLE_ASCII: string;
export declare const parseUnicodeRange: (value: string) => [number, number][];
export declare const formatUnicodeRange: (codePoints: readonly number[]) => string;
export declare const charactersInRange: (
  texts: readonly string[],
  ranges: readonly [number, number][],
) => number[];
export declare const fontFaceDescriptors: (block: string) => Map<string, string>;
export declare const fontFacesOf: (css: string, href: string) => string[];
export declare const weightRange: (descriptors: Map<string, string>) => [number, number];
export declare const subsetFamilyOf: (family: string) => string;
export declare const addSubsetFace: (
  css: string,
  change: { from: string; to: string; unicodeRange: string; family: string },
) => string;
export declare const listFamilyFirst: (
  css: string,
  change: { family: string; first: string },
) => { css: string; changed: number };
export declare const removeDuplicatePreloads: (html: string) => string;
export declare const preloadedFonts: (html: string) => string[];
