import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../../scripts/lib/security-headers.ts';
import { copyFor } from '../../src/content/copy';
import { sendBothForms } from './support/forms';
import { followNavLink, waitForSettledClient } from './support/scroll';
import { NOT_FOUND_PATH } from './support/servers';
import { standInEmail, standInScheduler } from './support/stand-ins';

// What the headers files say is the contract's (headers.test.ts); here, that the pages run under
// that policy without a violation, which only a browser can tell.
const en = copyFor('en');
const builtPolicy = headersForPath(
  parseHeadersFile(readFileSync(new URL('../../dist/public/_headers', import.meta.url), 'utf8')),
  '/',
).get('content-security-policy')?.value;

/** What the browser reports: `securitypolicyviolation` events and console messages on CSP or Permissions-Policy. */
const watchPolicies = async (page: Page) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    addEventListener(
      'securitypolicyviolation',
      (event) =>
        violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      true,
    );
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|permissions.policy/i.test(message.text()))
      messages.push(message.text());
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ];
};

const journeys = {
  'a full session (scroll to the bottom, menu, both forms, scheduler)': {
    path: '/',
    act: async (page: Page) => {
      await waitForSettledClient(page);
      await followNavLink(page, en.navigation.links.contact);
      await sendBothForms(page);
      await page.getByTestId('floating-schedule').getByRole('button').click();
      await expect(page.getByRole('dialog', { name: 'Cal.com booking' })).toBeVisible();
      await page.keyboard.press('End');
      await expect(page.locator('footer')).toBeInViewport();
    },
  },
  // Under a folder of the build: in _headers an unknown first segment gets no policy (docs/cms.md).
  'the 404 page': {
    path: `/work${NOT_FOUND_PATH}`,
    act: (page: Page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('404'),
  },
};

for (const [name, { path, act }] of Object.entries(journeys)) {
  test(`${name} runs its scripts without a policy violation @desktop-only`, async ({ page }) => {
    const reports = await watchPolicies(page);
    await standInEmail(page);
    await standInScheduler(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], 'served under the built policy').toBe(
      builtPolicy,
    );
    // Hydrated: the inline bootstrap and Flight data scripts all ran (the 404 page has no data-client).
    await page.waitForFunction(() =>
      Object.keys(document).some((key) => key.startsWith('__reactContainer')),
    );
    expect.soft(await reports(), 'reported while loading').toEqual([]);
    await act(page);
    expect(await reports(), 'reported by the end').toEqual([]);
  });
}
