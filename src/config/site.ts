import { type EnvRecord, readSiteConfig } from './env';

/** The one typed configuration every component imports. Environment variables are read here only. */
// Vite replaces import.meta.env at build time; Node (the browser tests) reads process.env instead.
export const siteConfig = readSiteConfig(
  (import.meta.env as EnvRecord | undefined) ?? globalThis.process?.env ?? {},
);
