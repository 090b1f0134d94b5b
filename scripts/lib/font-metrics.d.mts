export type OpenTypeFont = import('opentype.js').Font;
export declare const textWidth: (font: OpenTypeFont, text: string) => number;
export declare const fallbackOverrides: (fonts: {
  font: OpenTypeFont;
  fallback: OpenTypeFont;
  text: string;
}) => Record<'size-adjust' | 'ascent-override' | 'descent-override' | 'line-gap-override', string>;
export declare const visibleText: (html: string) => string;
