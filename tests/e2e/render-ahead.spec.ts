import { expect, type Page, test } from '@playwright/test';
import { faq } from '../../src/content/faq';
import { actionLabels } from '../../src/content/navigation';
import { waitForHydration, waitForSettledClient } from './support/scroll';

/** Is the element drawn, or skipped inside a `content-visibility: auto` section? */
const isRendered = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** An answer deep in the page: in the FAQ, eight sections below the hero. */
const FIRST_QUESTION = faq.items.at(0)?.question ?? '';

/** Where an in-page target lands: 80 px under the top, 100 px below 768 px wide. */
const headerOffset = (page: Page) => ((page.viewportSize()?.width ?? 1440) < 768 ? 100 : 80);

const topOfContact = (page: Page) =>
  page.locator('#contact').evaluate((element) => Math.round(element.getBoundingClientRect().top));

const SECTIONS_BELOW_THE_HERO = [
  '#why-humanoid',
  '#expertise',
  '#features',
  '#details',
  '#process',
  '#faq',
  '#contact',
  '#testimonials',
  '#newsletter',
  '.closing-banner',
  'footer',
];

test.describe('sections below the hero', () => {
  test('every one is skipped by the first layout: the hero is drawn, the FAQ is not', async ({
    browser,
  }) => {
    // Without JavaScript nothing renders them ahead, so the page stays as it was first laid out.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(FIRST_QUESTION).not.toBe('');
    const marked = await page
      .locator('.deferred-layout')
      .evaluateAll((elements) =>
        elements.map((element) => (element.id ? `#${element.id}` : element.className)),
      );
    expect(marked).toHaveLength(SECTIONS_BELOW_THE_HERO.length);
    for (const selector of SECTIONS_BELOW_THE_HERO) {
      await expect(page.locator(selector).first()).toHaveClass(/\bdeferred-layout\b/);
    }
    await expect(page.locator('#hero')).not.toHaveClass(/deferred-layout/);
    expect(
      await page
        .locator('#hero h1')
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
    expect(await isRendered(page, FIRST_QUESTION)).toBe(false);

    // …and the browser draws a skipped section as soon as the visitor gets there.
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect.poll(() => isRendered(page, FIRST_QUESTION)).toBe(true);
    await context.close();
  });

  test('are laid out one by one after load, then smooth scrolling starts', async ({ page }) => {
    const order: string[] = [];
    await page.exposeFunction('recordRendered', (id: string) => order.push(id));
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement;
          if (record.attributeName === 'data-laid-out' && element.hasAttribute('data-laid-out')) {
            // @ts-expect-error exposed by the test
            window.recordRendered(element.id || element.tagName.toLowerCase());
          }
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-laid-out'] });
    });
    await page.goto('/');
    // Idle-time work: how long it takes depends on how busy the machine is, not on the page.
    await waitForSettledClient(page);
    await expect(page.locator('.deferred-layout[data-laid-out]')).toHaveCount(
      SECTIONS_BELOW_THE_HERO.length,
    );
    expect(await isRendered(page, FIRST_QUESTION)).toBe(true);
    await expect(page.locator('html')).toHaveClass(/\blenis\b/);
    // Top to bottom: the order they come in on the page.
    expect(order.slice(0, 3)).toEqual(['why-humanoid', 'expertise', 'features']);
    expect(order.at(-1)).toBe('footer');
    expect(order).toHaveLength(SECTIONS_BELOW_THE_HERO.length);
  });

  test('a fresh visit defers them; a visit to a fragment or a reload renders all at once', async ({
    page,
  }) => {
    const offset = headerOffset(page);
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-lay-out-all');

    // Arriving at #contact: the browser lands it under the header on real heights, and it stays
    // there while the page hydrates and renders ahead.
    await page.goto('about:blank');
    await page.goto('/#contact');
    await expect(page.locator('html')).toHaveAttribute('data-lay-out-all', '');
    await expect.poll(() => topOfContact(page)).toBe(offset);
    await waitForSettledClient(page);
    await expect(page.locator('.deferred-layout[data-laid-out]')).toHaveCount(
      SECTIONS_BELOW_THE_HERO.length,
    );
    expect(await topOfContact(page)).toBe(offset);

    // A reload restores the position on real heights too.
    await page.goto('about:blank');
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-lay-out-all');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-lay-out-all', '');
  });

  test('a link followed before they are rendered still lands its target under the header', async ({
    page,
  }) => {
    const offset = headerOffset(page);
    // No idle time ever comes: nothing is rendered ahead and Lenis never starts (the link jumps).
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.deferred-layout[data-laid-out]')).toHaveCount(0);
    await page.locator('#hero').getByRole('link', { name: actionLabels.startProject }).click();
    await expect.poll(() => topOfContact(page)).toBe(offset);
    // Sections drawn after the jump (the browser draws those near the viewport in the next
    // frames) do not move it.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
    );
    expect(await topOfContact(page)).toBe(offset);
    await expect(page.locator('html')).not.toHaveClass(/\blenis\b/);
  });
});
