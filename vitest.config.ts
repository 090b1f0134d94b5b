import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      // Before the build: pure functions, content modules, configuration.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // After `npm run build`: what the build promises, read from dist/public.
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          setupFiles: ['tests/contract/support/env.ts'],
        },
      },
    ],
  },
});
