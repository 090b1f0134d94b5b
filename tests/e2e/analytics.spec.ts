import { expect, test } from '@playwright/test';
import { gotoSettled } from './support/scroll';
import { analyticsVariantURL } from './support/servers';

const VERCEL_SCRIPTS = ['/_vercel/insights/script.js', '/_vercel/speed-insights/script.js'];

// The suite's build leaves WAKU_PUBLIC_ANALYTICS at `auto`, off Vercel: analytics is off. The variant
// is built with WAKU_PUBLIC_ANALYTICS=vercel (`npm run build:analytics-variant`).
for (const [setting, url, requested] of [
  ['auto and no VERCEL, neither analytics nor speed insights is requested', '/', []],
  [
    'WAKU_PUBLIC_ANALYTICS=vercel, analytics and speed insights are each requested once',
    analyticsVariantURL,
    VERCEL_SCRIPTS,
  ],
] as const) {
  test(`with ${setting} @desktop-only`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_vercel/')) requests.push(pathname);
    });
    // Analytics comes at the first idle moment after load, before the client settles.
    await gotoSettled(page, url);
    await expect.poll(() => [...requests].sort()).toEqual(requested);
    await expect(page.locator('script[src^="/_vercel/"]')).toHaveCount(requested.length);
  });
}
