import UnoCSS from 'unocss/vite';
import { defineConfig } from 'waku/config';

export default defineConfig({
  vite: {
    plugins: [UnoCSS()],
    // Whether the build runs on Vercel (it sets VERCEL=1), for WAKU_PUBLIC_ANALYTICS=auto
    // (src/config/env.ts). Only this one variable: Vercel's other VERCEL_* values stay out.
    define: { 'import.meta.env.VERCEL': JSON.stringify(process.env.VERCEL ?? '') },
  },
});
