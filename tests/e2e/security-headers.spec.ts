import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../../scripts/lib/header-rules.ts';
import { copyFor } from '../../src/content/copy';
import { fillContact, newsletterField, sendButton, subscribeButton } from './support/forms';
import { followNavLink, waitForSettledClient, wheel } from './support/scroll';
import { standInEmail, standInScheduler } from './support/stand-ins';

const en = copyFor('en');

// What the build writes into its headers files is checked on the files (tests/contract/headers.test.ts);
// here, that the pages run under that policy without a violation, which only a browser can tell.
const UNKNOWN_PATH = '/projects/does-not-exist';
const builtPolicy = headersForPath(
  parseHeadersFile(readFileSync(new URL('../../dist/public/_headers', import.meta.url), 'utf8')),
  '/',
).get('content-security-policy')?.value;

/**
 * Records what the browser reports about the security headers: `securitypolicyviolation`
 * events (listened to before any script of the page runs) and console messages about CSP or
 * Permissions-Policy.
 */
const watchPolicies = async (page: Page) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      true,
    );
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|permissions.policy/i.test(message.text())) {
      messages.push(message.text());
    }
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ];
};

/**
 * Waits until React has hydrated the document (the inline bootstrap and flight data scripts all
 * ran), for as long as the test may take: on a busy machine that is more than an assertion's 7 s.
 */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('__reactContainer')),
  );

/**
 * Visits under the policy. Forms, scheduler and analytics: add a journey that uses them (stand
 * their hosts in with page.route), and every request and script they make is checked too.
 */
const journeys: { name: string; path: string; act: (page: Page) => Promise<void> }[] = [
  {
    name: 'the landing page, scrolled to the bottom',
    path: '/',
    act: async (page) => {
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 1200);
            return page.evaluate(
              () =>
                window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
            );
          },
          { timeout: 20_000, intervals: [100] },
        )
        .toBe(true);
      await expect(page.locator('footer')).toBeInViewport();
    },
  },
  {
    name: 'a full session (scroll, menu, both forms, scheduler)',
    path: '/',
    act: async (page) => {
      await waitForSettledClient(page);
      await wheel(page, 1500);
      await wheel(page, -200); // scrolling up brings the header back
      await expect(page.locator('#site-header')).toHaveAttribute('data-hidden', 'false');
      await followNavLink(page, 'Contact');
      await fillContact(page, { name: 'Ada Lovelace', email: 'ada@example.com' });
      await sendButton(page).click();
      await expect(page.getByText(en.sendToasts.contactSuccess)).toBeVisible();
      await newsletterField(page).fill('reader@example.com');
      await subscribeButton(page).click();
      await expect(page.getByText(en.sendToasts.newsletterSuccess.title)).toBeVisible();
      const schedule = page.getByTestId('floating-schedule').getByRole('button');
      await expect(schedule).toBeEnabled();
      await schedule.click();
      await expect(page.getByRole('dialog', { name: 'Cal.com booking' })).toBeVisible();
    },
  },
  {
    name: 'the 404 page',
    path: UNKNOWN_PATH,
    act: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    },
  },
];

for (const journey of journeys) {
  test(`${journey.name} runs its scripts without a policy violation @desktop-only`, async ({
    page,
  }) => {
    const reports = await watchPolicies(page);
    await standInEmail(page);
    await standInScheduler(page);
    const response = await page.goto(journey.path);
    expect(response?.headers()['content-security-policy'], 'served under the built policy').toBe(
      builtPolicy ?? 'the policy of dist/public/_headers',
    );
    await hydrated(page);
    expect.soft(await reports(), 'reported while loading').toEqual([]);
    await journey.act(page);
    expect(await reports(), 'reported by the end').toEqual([]);
  });
}
