import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { parseHeadersFile } from '../../scripts/lib/header-rules.ts';
import {
  IMMUTABLE_CACHE_CONTROL,
  inlineScriptHashes,
  overlongLines,
  PERMISSIONS_POLICY,
} from '../../scripts/lib/security-headers.ts';
import { fillContact, newsletterField, sendButton, subscribeButton } from './support/forms';
import { followNavLink } from './support/navigation';
import { waitForSettledClient, wheel } from './support/scroll';
import { standInEmail, standInScheduler } from './support/stand-ins';
import { toastMessages } from './support/words';

const publicDir = fileURLToPath(new URL('../../dist/public', import.meta.url));
const vercelDir = fileURLToPath(new URL('../../.vercel/output', import.meta.url));
const UNKNOWN_PATH = '/projects/does-not-exist';

/** The one Content-Security-Policy of a response: a second header, or two comma-joined, fail. */
const onlyPolicy = (response: APIResponse) => {
  const policies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy');
  expect(policies, 'Content-Security-Policy headers').toHaveLength(1);
  const policy = policies[0]?.value ?? '';
  expect(policy, 'two policies joined with a comma').not.toContain(',');
  return policy;
};

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

const hashesIn = (policy: string) =>
  scriptSrc(policy).filter((source) => source.startsWith("'sha256-"));

const builtPages = () =>
  readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(join(publicDir, file), 'utf8') }));

test('the generated headers allow exactly the inline scripts of the built pages @desktop-only', () => {
  const headersFile = readFileSync(join(publicDir, '_headers'), 'utf8');
  const policies = parseHeadersFile(headersFile).flatMap((rule) =>
    rule.headers.filter(([name]) => name.toLowerCase() === 'content-security-policy'),
  );
  expect(policies, 'rules setting a Content-Security-Policy').toHaveLength(1);
  const policy = policies[0]?.[1] ?? '';

  const pages = builtPages();
  expect(pages.map(({ file }) => file)).toEqual(expect.arrayContaining(['index.html', '404.html']));
  const pageHashes = new Set<string>();
  for (const { file, html } of pages) {
    const hashes = inlineScriptHashes(html);
    expect(hashes.length, `inline scripts of ${file}`).toBeGreaterThan(0);
    for (const hash of hashes) {
      expect(hashesIn(policy), `${file}: ${hash}`).toContain(hash);
      pageHashes.add(hash);
    }
  }
  // No stale hash from an earlier build either.
  expect(new Set(hashesIn(policy))).toEqual(pageHashes);
  expect(overlongLines(headersFile), 'lines Cloudflare Pages would drop').toEqual([]);
});

test('Vercel gets the same files and headers through the Build Output API @desktop-only', () => {
  const config = JSON.parse(readFileSync(join(vercelDir, 'config.json'), 'utf8'));
  const headerFileRules = parseHeadersFile(readFileSync(join(publicDir, '_headers'), 'utf8'));
  const headerRoutes = config.routes.filter((route: { headers?: object }) => route.headers);
  expect(headerRoutes.map((route: { headers: object }) => route.headers)).toEqual(
    headerFileRules.map((rule) => Object.fromEntries(rule.headers)),
  );
  expect(config.routes.slice(-2)).toEqual([
    { handle: 'filesystem' },
    { src: '^/.*$', status: 404, dest: '/404.html' },
  ]);
  for (const { file, html } of builtPages()) {
    expect(readFileSync(join(vercelDir, 'static', file), 'utf8'), file).toBe(html);
  }
  expect(existsSync(join(vercelDir, 'static', '_headers'))).toBe(false);
  expect(existsSync(join(vercelDir, 'static', 'vercel.json'))).toBe(false);
});

test('vercel.json in the static output mirrors _headers, rule for rule @desktop-only', async ({
  request,
}) => {
  const vercelJson = JSON.parse(readFileSync(join(publicDir, 'vercel.json'), 'utf8'));
  const headerFileRules = parseHeadersFile(readFileSync(join(publicDir, '_headers'), 'utf8'));
  expect(
    vercelJson.headers.map(
      (rule: { source: string; headers: { key: string; value: string }[] }) => [
        rule.source,
        rule.headers.map(({ key, value }) => [key, value]),
      ],
    ),
  ).toEqual(headerFileRules.map((rule) => [rule.path.replaceAll('*', '(.*)'), rule.headers]));
  // A host's configuration, not a page: the local server does not serve it, like _headers.
  expect((await request.get('/vercel.json')).status()).toBe(404);
});

test('the page and an unknown path are served with one policy allowing their scripts @desktop-only', async ({
  request,
}) => {
  for (const [path, status] of [
    ['/', 200],
    [UNKNOWN_PATH, 404],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const policy = onlyPolicy(response);
    const served = inlineScriptHashes(await response.text());
    expect(served.length, `inline scripts of ${path}`).toBeGreaterThan(0);
    expect(hashesIn(policy), path).toEqual(expect.arrayContaining(served));
    expect(scriptSrc(policy), path).not.toContain("'unsafe-inline'");
    expect(scriptSrc(policy), path).not.toContain("'unsafe-eval'");
    expect(policy, path).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);

    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toBe(PERMISSIONS_POLICY);
    expect(headers['x-frame-options'], path).toBe('DENY');
    // No COOP: it would force a browsing context group switch, and a new renderer, on entry.
    expect(headers['cross-origin-opener-policy'], path).toBeUndefined();
    expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
});

test('hashed assets are cached for a year @desktop-only', async ({ request }) => {
  const assets = readdirSync(join(publicDir, 'assets'));
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(`/assets/${asset}`);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE_CACHE_CONTROL);
  }
});

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
      await expect(page.getByText(toastMessages.contactSuccess)).toBeVisible();
      await newsletterField(page).fill('reader@example.com');
      await subscribeButton(page).click();
      await expect(page.getByText(toastMessages.newsletterSuccess.title)).toBeVisible();
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
    await page.goto(journey.path);
    await hydrated(page);
    expect.soft(await reports(), 'reported while loading').toEqual([]);
    await journey.act(page);
    expect(await reports(), 'reported by the end').toEqual([]);
  });
}
