import { expect, type Page, test } from '@playwright/test';
import { bookings } from '../../src/config/site';
import { copyFor } from '../../src/content/copy';
import { faqContent } from '../../src/content/sections';
import {
  activeElement,
  focusedShareVisible,
  focusIndicator,
  tabTo,
  walkTabStops,
} from './support/focus';
import { contact } from './support/forms';
import { gotoHydrated, menuNav } from './support/scroll';
import { standInEmail, standInScheduler } from './support/stand-ins';
import { THEMES } from './support/themes';

// Everything works from the keyboard, with a focus indicator that shows.
const en = copyFor('en');

test('the skip link is the first Tab stop, shows on focus and moves focus into main', async ({
  page,
}) => {
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
  const stops = (await walkTabStops(page, visit)).join(' ');
  // Header, hero, FAQ, both forms, footer and the hero's and closing banner's Schedule a Call: the
  // floating one comes after the footer in the Tab order, where it has stepped aside.
  expect(stops.split(en.actions.scheduleCall)).toHaveLength(3);
  for (const id of ['#faq-trigger-7', '#contact-company', '#newsletter-email'])
    expect(stops).toContain(id);
};

test('every Tab stop shows :focus-visible and is not hidden under fixed parts', async ({
  page,
}) => {
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
    const inside = await page.evaluate(
      () =>
        document.getElementById('mobile-menu')?.contains(document.activeElement) ||
        document.activeElement?.getAttribute('aria-controls') === 'mobile-menu',
    );
    expect(inside, `${focused} is outside the menu`).toBe(true);
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

test('a FAQ question is reached with Tab and toggled with Enter and Space @desktop-only', async ({
  page,
}) => {
  const question = faqContent(en).items[1]?.question;
  await gotoHydrated(page, '/');
  const [first, second] = [page.locator('#faq-trigger-0'), page.locator('#faq-trigger-1')];
  await tabTo(page, '#faq-trigger-0');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#faq-panel-0')).toBeHidden();

  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-controls', 'faq-panel-1');
  // The open answer is a region named by its question.
  await expect(page.getByRole('region', { name: question })).toHaveAttribute('id', 'faq-panel-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: question })).toBeHidden();
});

// Sent with a problem, the first one takes focus and says what is wrong: contact.spec; Enter in a
// field sends: a11y-axe's forms test.
test('the contact form is filled and sent from the keyboard alone @desktop-only', async ({
  page,
}) => {
  const email = await standInEmail(page);
  await gotoHydrated(page, '/');
  const form = contact(page);
  await tabTo(page, '#contact-full-name');
  for (const [value, next] of [
    ['Ada Lovelace', '#contact-email'],
    ['ada@analytical.engines', '#contact-company'],
    ['Engines Ltd', 'button[type="submit"]'],
  ] as const) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
    await expect(form.locator(next)).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page.getByText(en.sendToasts.contactSuccess)).toBeVisible();
  expect(email.sent).toHaveLength(1);
});

test('the Schedule a Call buttons open the booking with Enter and Space @desktop-only', async ({
  page,
}) => {
  await standInScheduler(page);
  await gotoHydrated(page, '/');
  await expect(page.locator('button[data-scheduler="ready"]')).toHaveCount(3);
  const dialogs = page.getByRole('dialog', { name: 'Cal.com booking' });
  await tabTo(page, '#hero button[data-scheduler]');
  await page.keyboard.press('Enter');
  await expect(dialogs).toHaveCount(1);
  await expect(dialogs.first()).toContainText(bookings.en.link);
  await tabTo(page, 'main section:not(#hero) button[data-scheduler]');
  await page.keyboard.press('Space');
  await expect(dialogs).toHaveCount(2);
});

test('a toast is reached with Alt+T and closed from the keyboard @desktop-only', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await tabTo(page, '#newsletter-email');
  await page.keyboard.press('Enter');
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: en.forms.validation.emailRequired });
  await expect(toast).toBeVisible();
  await page.keyboard.press('Alt+KeyT');
  await tabTo(page, '[data-sonner-toast] [data-close-button]', 4);
  await expect(toast.getByRole('button', { name: en.toasts.close })).toBeFocused();
  const { changed, perimeter } = await focusIndicator(page);
  expect(changed).toBeGreaterThanOrEqual(perimeter);
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
});
