import { type EnvRecord, readSiteConfig } from './env';

/**
 * The one typed configuration every component imports; the environment is read here only. In the
 * Vite build (and `waku dev`) this module is replaced by its value, validated once when Vite starts
 * (vite-plugin.ts), so neither the schema nor the environment reaches the browser. Under Node
 * (the post-build steps, the tests) it reads process.env here.
 */
export const siteConfig = readSiteConfig(globalThis.process?.env ?? ({} as EnvRecord));
