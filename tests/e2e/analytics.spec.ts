import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { gotoSettled } from './support/scroll';
import { analyticsVariantURL } from './support/servers';

const VERCEL_SCRIPTS = ['/_vercel/insights/script.js', '/_vercel/speed-insights/script.js'];

// The suite's build leaves WAKU_PUBLIC_ANALYTICS at `auto`, off Vercel: analytics is off.
test('with auto and no VERCEL, neither analytics nor speed insights is requested @desktop-only', async ({
  page,
}) => {
  expect(siteConfig.analytics, 'the tested build resolves WAKU_PUBLIC_ANALYTICS to off').toBe(
    'off',
  );
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_vercel/')) requests.push(request.url());
  });
  // Analytics would come at the first idle moment after load, before the client settles.
  await gotoSettled(page, '/');
  await page.mouse.wheel(0, 2000);
  await page.locator('#faq-trigger-3').click();
  await expect(page.locator('#faq-trigger-3')).toHaveAttribute('aria-expanded', 'true');
  expect(requests).toEqual([]);
  await expect(page.locator('script[src^="/_vercel/"]')).toHaveCount(0);
});

// The variant built with WAKU_PUBLIC_ANALYTICS=vercel (`npm run build:analytics-variant`).
test('with WAKU_PUBLIC_ANALYTICS=vercel, analytics and speed insights are each requested once @desktop-only', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/script.js') && pathname.startsWith('/_vercel/'))
      requests.push(pathname);
  });
  await gotoSettled(page, analyticsVariantURL);
  await expect.poll(() => [...requests].sort()).toEqual(VERCEL_SCRIPTS);
  // Scrolling and opening an answer load nothing more.
  await page.mouse.wheel(0, 2000);
  await page.locator('#faq-trigger-3').click();
  await expect(page.locator('#faq-trigger-3')).toHaveAttribute('aria-expanded', 'true');
  expect([...requests].sort()).toEqual(VERCEL_SCRIPTS);
});
