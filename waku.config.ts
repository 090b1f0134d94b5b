import UnoCSS from 'unocss/vite';
import { defineConfig } from 'waku/config';

export default defineConfig({
  vite: {
    plugins: [UnoCSS()],
    // Whether the build runs on Vercel (it sets VERCEL=1), for WAKU_PUBLIC_ANALYTICS=auto
    // (src/config/env.ts). Only this one variable: Vercel's other VERCEL_* values stay out.
    define: { 'import.meta.env.VERCEL': JSON.stringify(process.env.VERCEL ?? '') },
    environments: {
      client: {
        build: {
          rollupOptions: {
            output: {
              // Waku groups client components by the server file that renders them, so the home
              // page's would come in two groups (src/pages/(site)/_layout.tsx and index.tsx) and
              // five shared pieces: one chunk for the page, as when both were one file.
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
