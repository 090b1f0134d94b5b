import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';
import { prefixedLocales } from './locales';
import { readSiteConfig, splitSiteConfig } from './site';

const SITE_MODULE = normalizePath(fileURLToPath(new URL('./site.ts', import.meta.url)));

/** Replaces src/config/site.ts by the settings, validated once when Vite starts (site.ts says why). */
export const siteConfigPlugin = (): Plugin => {
  let source = '';
  return {
    name: 'humanoid:site-config',
    configResolved() {
      // The Waku CLI has loaded .env.local and .env into process.env by now.
      const exports = Object.entries(splitSiteConfig(readSiteConfig(process.env)));
      source = exports
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
        .join('');
    },
    load(id) {
      return normalizePath(id) === SITE_MODULE ? source : undefined;
    },
  };
};

const HTML_LANG = /<html lang="[^"]*"/;

/** `waku dev` as the build ships: `/de/` served (Waku's dev router refuses it) with its own `lang` (locale-pages). */
export const devLocalePlugin = (): Plugin => ({
  name: 'humanoid:dev-locale',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const [path = '/', query] = (req.url ?? '/').split(/\?(.*)/s);
      const locale = prefixedLocales.find(
        (code) => path === `/${code}` || path.startsWith(`/${code}/`),
      );
      if (path.length > 1 && path.endsWith('/')) {
        req.url = path.slice(0, -1) + (query ? `?${query}` : '');
        (req as { originalUrl?: string }).originalUrl = req.url;
      }
      if (!locale || !req.headers.accept?.includes('text/html')) return next();
      const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
      let replaced = false;
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        if (!replaced && chunk != null) {
          const text = Buffer.from(chunk as Uint8Array).toString('utf8');
          if (HTML_LANG.test(text)) {
            replaced = true;
            return write(text.replace(HTML_LANG, `<html lang="${locale}"`), ...rest);
          }
        }
        return write(chunk, ...rest);
      }) as typeof res.write;
      next();
    });
  },
});
