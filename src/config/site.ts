import { type EnvRecord, readSiteConfig, splitSiteConfig } from './env';

/** The one typed configuration; Vite replaces this module by its validated value (vite-plugin.ts). */
const config = splitSiteConfig(readSiteConfig(globalThis.process?.env ?? ({} as EnvRecord)));

export const siteConfig = config.siteConfig;
/** The imprint's details: read by server components only, so no client chunk carries them. */
export const legalConfig = config.legal;
