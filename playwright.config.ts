import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium.ts';
import { loadEnvFiles } from './scripts/lib/load-env.ts';
import {
  ANALYTICS_VARIANT_PORT,
  ANALYTICS_VARIANT_ROOT,
  CAL_CLICK_VARIANT_PORT,
  CAL_CLICK_VARIANT_ROOT,
  E2E_PORT as PORT,
} from './tests/e2e/support/servers';

// The tests import the site's config: let them see the .env files the build saw.
loadEnvFiles();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // At least twice the longest test on a fresh 2-core CI machine with two workers, busy with other
  // work too (30 s; `test.slow()` ones triple it), so every test finishes within half of its limit.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium when it is there (no browser download needed), else Playwright's own.
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS,
    },
  },
  // Tests tagged @desktop-only or @mobile-only run at the one width they are about.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 } },
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node --import tsx scripts/serve.ts --port ${ANALYTICS_VARIANT_PORT} --root ${ANALYTICS_VARIANT_ROOT}`,
      url: `http://localhost:${ANALYTICS_VARIANT_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node --import tsx scripts/serve.ts --port ${CAL_CLICK_VARIANT_PORT} --root ${CAL_CLICK_VARIANT_ROOT}`,
      url: `http://localhost:${CAL_CLICK_VARIANT_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
