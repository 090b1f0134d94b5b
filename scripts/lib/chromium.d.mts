export declare const chromiumPath: string | undefined;
export declare const CHROMIUM_FLAGS: string[];
