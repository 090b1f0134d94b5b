import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';
import { readSiteConfig } from './env';

const SITE_MODULE = normalizePath(fileURLToPath(new URL('./site.ts', import.meta.url)));

/** Replaces src/config/site.ts by the settings, validated once when Vite starts (site.ts says why). */
export const siteConfigPlugin = (): Plugin => {
  let source = '';
  return {
    name: 'humanoid:site-config',
    configResolved() {
      // The Waku CLI has loaded .env.local and .env into process.env by now.
      source = `export const siteConfig = ${JSON.stringify(readSiteConfig(process.env))};\n`;
    },
    load(id) {
      return normalizePath(id) === SITE_MODULE ? source : undefined;
    },
  };
};
