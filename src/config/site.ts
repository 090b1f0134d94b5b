import { type EnvRecord, readSiteConfig } from './env';

/** The one typed configuration; Vite replaces this module by its validated value (vite-plugin.ts). */
export const siteConfig = readSiteConfig(globalThis.process?.env ?? ({} as EnvRecord));
