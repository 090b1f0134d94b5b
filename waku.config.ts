import UnoCSS from 'unocss/vite';
import { defineConfig } from 'waku/config';

export default defineConfig({
  vite: {
    plugins: [UnoCSS()],
  },
});
