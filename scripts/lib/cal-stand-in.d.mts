export declare const embedScriptFile: () => string;
export declare const standInChromeFlags: (host: string, port: number) => string[];
export declare const startCalStandIn: (embedScriptUrl: string) => Promise<{
  host: string;
  description: string;
  chromeFlags: string[];
  unanswered: string[];
  close: () => Promise<void>;
}>;
