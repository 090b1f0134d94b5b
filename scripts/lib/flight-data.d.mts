export declare const flightScript: (text: string) => string;
export declare const readFlight: (html: string) => string | null;
export declare const writeFlight: (html: string, text: string) => string;
export declare const removeStylesheet: (flight: string, href: string) => string;
export declare const removeFlight: (html: string) => string;
