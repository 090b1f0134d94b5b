import { type EnvRecord, readSiteConfig } from './env';

/**
 * The one typed configuration every component imports. Vite replaces this module by its validated
 * value (vite-plugin.ts), so no schema reaches the browser; under Node it reads process.env.
 */
export const siteConfig = readSiteConfig(globalThis.process?.env ?? ({} as EnvRecord));
