export declare const loadEnvFiles: (root?: string) => NodeJS.ProcessEnv;
