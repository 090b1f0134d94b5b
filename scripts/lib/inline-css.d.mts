export declare const inlineStyle: (href: string, css: string) => string;
export declare const inlineStylesheets: (
  html: string,
  readCss: (href: string) => string,
) => { html: string; inlined: string[] };
