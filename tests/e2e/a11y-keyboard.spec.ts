import { expect, type Page, test } from '@playwright/test';
import { copyFor } from '../../src/content/copy';
import { activeElement, focusedShareVisible, focusIndicator, tabTo } from './support/focus';
import { LEAD_FORMS, toast } from './support/forms';
import { gotoHydrated, menuNav } from './support/scroll';
import { standInEmail, standInScheduler } from './support/stand-ins';
import { THEMES } from './support/themes';

// Everything works from the keyboard, with a focus indicator that shows.
const en = copyFor('en');

test('the skip link: the first Tab stop, shown on focus, moves focus to main', async ({ page }) => {
  await gotoHydrated(page, '/');
  const skip = page.getByRole('link', { name: en.navigation.skipToContent });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab lands on the first link of the content, past the header.
  await page.keyboard.press('Tab');
  await expect(
    page.locator('#hero').getByRole('link', { name: en.actions.startProject }),
  ).toBeFocused();
});

/** Tabs once round the whole page (reduced motion: no ring or scroll to wait out), visiting each stop. */
const walkThePage = async (page: Page, visit: (description: string) => Promise<void>) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await standInScheduler(page);
  await gotoHydrated(page, '/');
  await expect(page.locator('button[data-scheduler="ready"]')).toHaveCount(3);
  const seen: string[] = [];
  for (let press = 0; press < 120; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await activeElement(page);
    if (!focused || focused.description === seen[0]) break;
    seen.push(focused.description);
    await visit(focused.description);
  }
  const stops = seen.join(' ');
  // The hero's and the closing banner's Schedule a Call, then the floating one, back when focus reaches it.
  expect(stops.split(en.actions.scheduleCall)).toHaveLength(4);
  for (const id of ['#faq-trigger-7', '#contact-company', '#newsletter-email'])
    expect(stops).toContain(id);
};

test('every Tab stop shows :focus-visible, not hidden under fixed parts', async ({ page }) => {
  const problems: string[] = [];
  await walkThePage(page, async (description) => {
    if (!(await activeElement(page))?.focusVisible)
      problems.push(`${description}: no :focus-visible`);
    const share = await focusedShareVisible(page);
    if (share < 0.5) problems.push(`${description}: only ${share * 100}% in sight`);
  });
  expect(problems).toEqual([]);
});

// Measured at one width: the rings are the same at every width (the menu's, below 768px, further down).
for (const colorScheme of THEMES) {
  test.describe(`${colorScheme} theme @desktop-only`, () => {
    test.use({ colorScheme });

    test('every Tab stop has a focus indicator changing 3:1 around it', async ({ page }) => {
      test.slow(); // two photographs a stop
      const problems: string[] = [];
      await walkThePage(page, async (description) => {
        const { changed, perimeter } = await focusIndicator(page);
        if (changed < perimeter)
          problems.push(`${description}: ${changed} px at 3:1 < ${perimeter} px`);
      });
      expect(problems).toEqual([]);
    });

    test("the floating button's focus ring shows over every band it floats over", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await standInScheduler(page);
      await gotoHydrated(page, '/');
      const floating = page.getByTestId('floating-schedule').getByRole('button');
      await expect(floating).toBeEnabled();
      await page.keyboard.press('Tab'); // the visitor is on the keyboard: focus rings show
      const bands = {
        'paper (hero)': '#hero',
        'ink (Why)': '#why-humanoid',
        'white (contact)': '#contact',
        'gradient and image (testimonial)': '#testimonials figure',
      }; // From the closing banner on it steps aside (the banner has its own button).
      for (const [band, selector] of Object.entries(bands)) {
        // Scrolled so that the band is under the button, just outside its top-left corner (the ring).
        await page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const under = document.querySelector('[data-testid="floating-schedule"]');
            const { top, bottom } = element.getBoundingClientRect();
            const y = Math.min(bottom - 120, top + 200) - (under?.getBoundingClientRect().top ?? 0);
            window.scrollTo(0, Math.max(0, y + window.scrollY));
          });
        await floating.focus();
        const onBand = await floating.evaluate((button, sel) => {
          const { left, top } = button.getBoundingClientRect();
          const wrapper = button.parentElement as HTMLElement;
          wrapper.style.visibility = 'hidden';
          const behind = document.elementFromPoint(left - 6, top - 6);
          wrapper.style.visibility = '';
          return Boolean(behind?.closest(sel));
        }, selector);
        expect(onBand, band).toBe(true);
        const { changed, perimeter } = await focusIndicator(page);
        expect(changed, `focus ring over ${band}`).toBeGreaterThanOrEqual(perimeter);
      }
    });
  });
}

test('the menu opens with Enter or Space, keeps Tab inside, closes with Escape @mobile-only', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: en.navigation.openMenu });
  const menu = menuNav(page);
  const home = menu.getByRole('link', { name: en.navigation.links.home });
  await tabTo(page, '[aria-controls="mobile-menu"]');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(home).toBeFocused();

  // Tab goes round the six links, three theme buttons, two languages and the close button, twice,
  // never leaving the menu, each stop with its ring.
  const seen = new Set<string>();
  for (let press = 0; press < 24; press += 1) {
    await page.keyboard.press('Tab');
    const focused = (await activeElement(page))?.description ?? '';
    const inside = page.locator('#mobile-menu :focus, [aria-controls="mobile-menu"]:focus');
    await expect(inside, `${focused} is outside the menu`).toHaveCount(1);
    seen.add(focused);
    const { changed, perimeter } = await focusIndicator(page);
    expect(changed, `focus ring of ${focused}`).toBeGreaterThanOrEqual(perimeter);
  }
  expect(seen.size).toBe(12);
  await page.getByRole('button', { name: en.navigation.closeMenu }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(menu.getByRole('link').last()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Space opens it too; a link chosen with Enter closes it and moves focus to its target.
  await page.keyboard.press('Space');
  await expect(home).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('#contact')).toBeFocused();
});

test('a toast is reached with Alt+T, closed from the keyboard @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/');
  await tabTo(page, '#newsletter-email');
  await page.keyboard.press('Enter');
  const emailRequired = toast(page, en.forms.validation.emailRequired);
  await expect(emailRequired).toBeVisible();
  await page.keyboard.press('Alt+KeyT');
  await tabTo(page, '[data-sonner-toast] [data-close-button]', 4);
  await expect(emailRequired.getByRole('button', { name: en.toasts.close })).toBeFocused();
  const { changed, perimeter } = await focusIndicator(page);
  expect(changed).toBeGreaterThanOrEqual(perimeter);
  await page.keyboard.press('Enter');
  await expect(emailRequired).toHaveCount(0);
});

test('a send gives the focus back where the visitor sent from @desktop-only', async ({ page }) => {
  await standInEmail(page);
  await gotoHydrated(page, '/');
  for (const lead of Object.values(LEAD_FORMS)) {
    await lead.fill(page);
    await lead.kept(page).press('Enter');
    await expect(toast(page, lead.success)).toBeVisible();
    await expect(lead.kept(page)).toBeFocused();
  }
});
