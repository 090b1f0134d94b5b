import { expect, type Page, test } from '@playwright/test';
import { bookings } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { colors, darkColors, rgbChannels } from '../../src/features/theme/colors';
import { themeKeys } from '../../src/features/theme/theme-choice';
import { gotoHydrated, gotoSettled, jumpTo, waitForHydration } from './support/scroll';
import { holdPageScripts, standInScheduler } from './support/stand-ins';
import { THEMES, type Theme } from './support/themes';

const en = copyFor('en');

// The colour theme: the system's by default, light or dark by choice, right at the first paint.
// With storage blocked: blocked.spec and unit/theme-head-script.

const paperOf = { light: colors.paper, dark: darkColors.paper } as const;
const rgbOf = (hex: string) => `rgb(${rgbChannels(hex).replaceAll(' ', ', ')})`;
const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The theme switch a visitor can reach at this width: the header's, or the one in the menu. */
const visibleSwitch = async (page: Page) => {
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.getByRole('button', { name: en.navigation.openMenu }).click();
    return page.locator('#mobile-menu').getByRole('group', { name: en.theme.group });
  }
  return page.locator('#site-header').getByRole('group', { name: en.theme.group }).first();
};

/** Where everything is: the header, each section and the page's height, to the pixel. */
const layout = (page: Page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    boxes: [...document.querySelectorAll('#site-header, main > *, footer')].map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y + scrollY, box.width, box.height].map(Math.round).join(',');
    }),
  }));

test.describe('the colour theme', () => {
  for (const theme of THEMES) {
    test(`a stored choice is there at the first paint, against the system, and the switch works before the client (${theme} theme) @desktop-only`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: other(theme) });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        themeKeys.storageKey,
        theme,
      ] as const);
      const scripts = await holdPageScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      expect(await pageBackground(page)).toBe(rgbOf(paperOf[theme]));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // The browser's UI tinted to match and both switches pressed, by the same code: unit/theme-head-script.
      // The switch works before the client has taken over, and the client keeps what it chose.
      const themeSwitch = await visibleSwitch(page);
      await themeSwitch.getByRole('button', { name: en.theme[other(theme)] }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', other(theme));
      scripts.release();
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', other(theme));
      await expect(
        themeSwitch.getByRole('button', { name: en.theme[other(theme)] }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
  }

  for (const system of THEMES) {
    test(`the switch changes the theme at once, shifts nothing, and the choice survives a reload (system ${system})`, async ({
      page,
    }) => {
      const chosen = other(system);
      await page.emulateMedia({ colorScheme: system, reducedMotion: 'reduce' });
      // Every layout shift, input or not (a click's own shifts are left out of CLS, not here).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { __shifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as { value?: number }).value ?? 0);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const shifted = () =>
        page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.length);
      // Every section laid out (the first paint skips those below the fold), so the boxes are final.
      await gotoSettled(page, '/');
      let themeSwitch = await visibleSwitch(page);
      const before = await layout(page);
      const shiftsBefore = await shifted();
      const button = themeSwitch.getByRole('button', { name: en.theme[chosen] });
      await expect(themeSwitch.getByRole('button', { name: en.theme.system })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await button.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', chosen);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(await pageBackground(page)).toBe(rgbOf(paperOf[chosen]));
      // The hero's backdrop looks the same in both themes and keeps one colour scheme, so a switch
      // does not repaint it (performance.md, 13).
      await expect(page.locator('.hero-backdrop')).toHaveCSS('color-scheme', 'light');
      // Nothing moved: the same boxes, to the pixel, in the other theme, and no layout shift.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await layout(page)).toEqual(before);
      expect(await shifted()).toBe(shiftsBefore);
      if ((page.viewportSize()?.width ?? 0) < 768) {
        await page.getByRole('button', { name: en.navigation.closeMenu }).click();
      }

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', chosen);

      // Back to the system's: nothing is forced (nor stored: unit/theme-head-script), and the CSS
      // alone decides, as it does without JavaScript (the switch then not offered: no-javascript.spec).
      await waitForHydration(page);
      themeSwitch = await visibleSwitch(page);
      await themeSwitch.getByRole('button', { name: en.theme.system }).click();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      expect(await pageBackground(page)).toBe(rgbOf(paperOf[system]));
    });
  }

  test('a switch eases nothing, in view or off screen @desktop-only', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoSettled(page, '/');
    const dark = (await visibleSwitch(page)).getByRole('button', { name: en.theme.dark });
    // Two frames on: what the first started has announced itself (transitionrun) in the second.
    const nextFrame = () =>
      page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
    await dark.hover();
    await nextFrame();
    // Every colour transition that starts: anywhere until the switch ends, then in the contact section.
    await page.evaluate(() => {
      const runs: string[] = [];
      Object.assign(window, { __colourRuns: runs, __switching: true });
      document.addEventListener('transitionrun', (event) => {
        const target = event.target as Element;
        const watched =
          (window as { __switching?: boolean }).__switching || target.closest('#contact');
        if (event.propertyName.includes('color') && watched) {
          runs.push(`${target.id || target.className}: ${event.propertyName}`);
        }
      });
    });
    await dark.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme-switching');
    await nextFrame();
    await page.evaluate(() => Object.assign(window, { __switching: false }));
    // The pointer goes to the page's left edge, where nothing has a hover style: once the header
    // hides, a pointer left on its place would hover the contact section and ease a hover colour.
    await page.mouse.move(0, 450);
    // Idle time catches the stale sections up one by one (an idle callback each, at most 1 s apart
    // on a busy machine). The contact section's turn comes while it is still far below and skipped.
    const contact = page.locator('#contact');
    await expect(contact).not.toHaveAttribute('data-theme-stale', '', { timeout: 15_000 });
    await jumpTo(page, await contact.evaluate((section) => (section as HTMLElement).offsetTop));
    const field = page.locator('#contact-full-name');
    await expect(field).toBeInViewport();
    expect(await field.evaluate((input) => getComputedStyle(input).backgroundColor)).toBe(
      rgbOf(darkColors.surface),
    );
    expect(
      await page.evaluate(() => (window as unknown as { __colourRuns: string[] }).__colourRuns),
    ).toEqual([]);
    // Drawn, it is caught up: transitions are back on.
    await expect(contact).not.toHaveAttribute('data-theme-stale');
  });

  test("the booking modal opens in the page's theme @desktop-only", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const scheduler = await standInScheduler(page);
    await gotoHydrated(page, '/');
    const floating = page.getByTestId('floating-schedule').getByRole('button');
    await expect(floating).toHaveText(en.actions.scheduleCall);
    const themeSwitch = await visibleSwitch(page);
    await themeSwitch.getByRole('button', { name: en.theme.dark }).click();
    await floating.click();
    await expect(page.getByRole('dialog', { name: 'Cal.com booking' })).toContainText(
      bookings.en.link,
    );
    const calls = await scheduler.calls();
    // Set up in the light theme at load; switched to dark before the modal opens.
    expect(calls.slice(-2)).toEqual([
      ['ui', { layout: 'month_view', hideEventTypeDetails: false, theme: 'dark' }],
      ['modal', { calLink: bookings.en.link, config: { layout: 'month_view', theme: 'dark' } }],
    ]);
  });
});
