import UnoCSS from 'unocss/vite';
import { defineConfig } from 'waku/config';
import { devLocalePlugin, siteConfigPlugin } from './src/config/vite-plugin';

export default defineConfig({
  vite: {
    // siteConfigPlugin: the settings, validated once, as values (src/config/site.ts).
    plugins: [UnoCSS(), siteConfigPlugin(), devLocalePlugin()],
    environments: {
      // The server build minified: a head script is written into the page as its function's
      // compiled source (src/lib/head-script.ts), so it reaches the page as small as a client module.
      rsc: { build: { minify: true } },
      client: {
        build: {
          rollupOptions: {
            output: {
              // Waku groups client components by the server file that renders them: the home page's
              // groups in one chunk keep 0.8 kB gzip out of its first load (docs/performance.md, 10).
              manualChunks: (id) =>
                id.includes('virtual:vite-rsc/client-references/group/') && !id.includes('404')
                  ? 'site'
                  : undefined,
            },
          },
        },
      },
    },
  },
});
