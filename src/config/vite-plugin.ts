import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';
import { readSiteConfig } from './env';

const SITE_MODULE = normalizePath(fileURLToPath(new URL('./site.ts', import.meta.url)));

/**
 * Validates the settings once, when Vite starts, and gives every environment (server and browser)
 * src/config/site.ts as its resolved value: the browser gets the values, not the schema. A wrong
 * setting stops `waku build` and `waku dev` with a message naming the variable.
 */
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
