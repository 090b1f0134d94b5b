import UnoCSS from 'unocss/vite';
import { defineConfig } from 'waku/config';
import { isOff } from './scripts/waku-output/shape.ts';
import { siteConfigPlugin } from './src/config/vite-plugin';

export default defineConfig({
  vite: {
    // siteConfigPlugin: the settings, validated once, as values (src/config/site.ts).
    plugins: [UnoCSS(), siteConfigPlugin()],
    environments: {
      // The server build minified: a head script is written into the page as its function's
      // compiled source (src/lib/head-script.ts), so it reaches the page as small as a client module.
      rsc: { build: { minify: true } },
      client: {
        build: {
          rollupOptions: {
            output: {
              // Waku groups client components by the server file that renders them, so the home
              // page's would come in two groups (src/pages/(site)/_layout.tsx and index.tsx) and
              // five shared pieces: one chunk for the page, as when both were one file.
              manualChunks: (id) =>
                isOff('manual-chunks')
                  ? undefined
                  : id.includes('virtual:vite-rsc/client-references/group/') && !id.includes('404')
                    ? 'site'
                    : undefined,
            },
          },
        },
      },
    },
  },
});
