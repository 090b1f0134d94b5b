import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import {
  activeElement,
  focusedShareVisible,
  focusIndicator,
  tabTo,
  walkTabStops,
} from './support/focus';
import { contact, newsletter } from './support/forms';
import { menuNav } from './support/navigation';
import { gotoHydrated } from './support/scroll';
import { standInEmail, standInScheduler } from './support/stand-ins';
import { inTheme, THEMES, useTheme } from './support/themes';
import {
  actionLabels,
  contact as contactCopy,
  faq,
  toastMessages,
  validationMessages,
} from './support/words';

// Accessibility, part 3: everything works from the keyboard, with a focus indicator that shows.

/** Opens the mobile menu from the keyboard. */
const openMenuByKeyboard = async (page: Page, key: 'Enter' | 'Space' = 'Enter') => {
  await tabTo(page, '[aria-controls="mobile-menu"]');
  await page.keyboard.press(key);
  await expect(page.locator('#mobile-menu')).toBeVisible();
};

test.describe('keyboard', () => {
  test('the skip link is the first Tab stop, shows on focus and moves focus into main', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const skip = page.getByRole('link', { name: actionLabels.skipToContent });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    expect(await focusedShareVisible(page)).toBeGreaterThan(0.5);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab lands on the first link of the content, past the header.
    await page.keyboard.press('Tab');
    await expect(
      page.locator('#hero').getByRole('link', { name: actionLabels.startProject }),
    ).toBeFocused();
  });

  const walkThePage = async (page: Page, visit: (description: string) => Promise<void>) => {
    // Reduced motion: focus rings, the header and the scroll to each stop are there at once, so no
    // stop waits for a transition to end (the rings are the same, only not eased in).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await standInScheduler(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('button[data-scheduler="ready"]')).toHaveCount(3);
    const stops = await walkTabStops(page, visit);
    // The walk went through the whole page: header, hero, FAQ, forms, footer, floating button.
    expect(stops.length).toBeGreaterThan(25);
    expect(stops.filter((stop) => stop.includes(actionLabels.scheduleCall))).toHaveLength(3);
    expect(stops.join(' ')).toContain('#newsletter-email');
    expect(stops.join(' ')).toContain('#faq-trigger-7');
  };

  test('every Tab stop shows :focus-visible and is not hidden under fixed parts', async ({
    page,
  }) => {
    const problems: string[] = [];
    await walkThePage(page, async (description) => {
      const focused = await activeElement(page);
      if (!focused?.focusVisible) problems.push(`${description}: no :focus-visible`);
      const share = await focusedShareVisible(page);
      if (share < 0.5) problems.push(`${description}: only ${share * 100}% in sight`);
    });
    expect(problems).toEqual([]);
  });

  // Measured from the pixels at one width: the rings are the same at every width (the menu's own
  // stops, only there below 768px, are measured in the menu's test).
  for (const theme of THEMES) {
    test(`every Tab stop has a focus indicator changing 3:1 around it ${inTheme(theme)} @desktop-only`, async ({
      page,
    }) => {
      test.slow(); // two photographs a stop
      await useTheme(page, theme);
      const problems: string[] = [];
      await walkThePage(page, async (description) => {
        const { changed, perimeter } = await focusIndicator(page);
        if (changed < perimeter) {
          problems.push(`${description}: ${changed} px change at 3:1 < ${perimeter} px`);
        }
      });
      expect(problems).toEqual([]);
    });
  }

  for (const theme of THEMES) {
    test(`the floating button shows its focus ring over every band it floats over ${inTheme(theme)} @desktop-only`, async ({
      page,
    }) => {
      await useTheme(page, theme);
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
        'ink (closing banner)': 'section[aria-labelledby="closing-title"]',
      };
      for (const [band, selector] of Object.entries(bands)) {
        // Scroll so that the band is under the floating button.
        await page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const button = document.querySelector('[data-testid="floating-schedule"]');
            const under = button?.getBoundingClientRect().top ?? window.innerHeight - 80;
            const { top, bottom } = element.getBoundingClientRect();
            const y = Math.min(bottom - 120, top + 200) - under + window.scrollY;
            window.scrollTo(0, Math.max(0, y));
          });
        await floating.focus();
        // What lies just outside the button's top-left corner, where the ring is drawn.
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
  }

  test('the menu opens with Enter or Space, keeps Tab inside, closes with Escape @mobile-only', async ({
    page,
  }) => {
    // Reduced motion: each ring is measured at once, with no transition to wait out.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: actionLabels.openMenu });
    const close = page.getByRole('button', { name: actionLabels.closeMenu });
    await openMenuByKeyboard(page, 'Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = menuNav(page);
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();

    // Tab goes through the six links, the three theme buttons, the two languages and the close
    // button (the toggle of the menu's own header bar), round and round (twice), each with a ring.
    const seen = new Set<string>();
    for (let press = 0; press < 24; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await activeElement(page);
      const inside = await page.evaluate(
        () =>
          document.getElementById('mobile-menu')?.contains(document.activeElement) ||
          document.activeElement?.getAttribute('aria-controls') === 'mobile-menu',
      );
      expect(inside, `${focused?.description} is outside the menu`).toBe(true);
      seen.add(focused?.description ?? '');
      const { changed, perimeter } = await focusIndicator(page);
      expect(changed, `focus ring of ${focused?.description}`).toBeGreaterThanOrEqual(perimeter);
    }
    expect(seen.size).toBe(12);
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link').last()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Space opens it too; a link chosen with Enter closes it and takes the visitor there.
    await page.keyboard.press('Space');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('#contact')).toBeFocused();
  });

  test('the FAQ accordion: Tab to a question, Enter and Space toggle it @desktop-only', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const first = page.locator('#faq-trigger-0');
    const second = page.locator('#faq-trigger-1');
    await tabTo(page, '#faq-trigger-0');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-panel-0')).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-panel-0')).toBeHidden();

    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: faq.items[1]?.question })).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-panel-1')).toBeHidden();
  });

  test('the contact form is filled, corrected and sent from the keyboard alone @desktop-only', async ({
    page,
  }) => {
    const email = await standInEmail(page);
    await gotoHydrated(page, '/');
    const form = contact(page);
    const name = form.getByRole('textbox', { name: /Full name/ });
    await tabTo(page, '#contact-full-name');
    // Sent empty with Enter: the first problem takes focus and says what is wrong.
    await page.keyboard.press('Enter');
    await expect(page.locator('#contact-full-name-error')).toHaveText(
      validationMessages.fullNameRequired,
    );
    await expect(name).toBeFocused();

    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /Email/ })).toBeFocused();
    await page.keyboard.type('ada@analytical.engines');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /Company/ })).toBeFocused();
    await page.keyboard.type('Engines Ltd');
    await page.keyboard.press('Tab');
    const submit = form.getByRole('button', { name: contactCopy.submit });
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expect.poll(() => email.sent.length).toBe(1);
    expect(email.sent[0]?.template_params).toEqual({
      user_name: 'Ada Lovelace',
      user_email: 'ada@analytical.engines',
      message: 'Engines Ltd',
    });
    await expect(page.getByText(toastMessages.contactSuccess)).toBeVisible();
    await expect(name).toHaveValue('');
  });

  test('the newsletter is subscribed from the keyboard alone @desktop-only', async ({ page }) => {
    const email = await standInEmail(page);
    await gotoHydrated(page, '/');
    await tabTo(page, '#newsletter-email');
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Tab');
    await expect(newsletter(page).getByRole('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => email.sent.length).toBe(1);
    expect(email.sent[0]?.template_params).toEqual({ email: 'reader@example.com' });
    await expect(page.getByText(toastMessages.newsletterSuccess.title)).toBeVisible();
  });

  test('the Schedule a Call buttons open the booking with Enter and Space', async ({ page }) => {
    await standInScheduler(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('button[data-scheduler="ready"]')).toHaveCount(3);
    const dialogs = page.getByRole('dialog', { name: 'Cal.com booking' });
    await tabTo(page, '#hero button[data-scheduler]');
    await page.keyboard.press('Enter');
    await expect(dialogs).toHaveCount(1);
    await expect(dialogs.first()).toContainText(siteConfig.scheduler.link);
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
    const toast = page.locator('[data-sonner-toast]').filter({
      hasText: validationMessages.emailRequired,
    });
    await expect(toast).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    const close = toast.getByRole('button', { name: 'Close toast' });
    await tabTo(page, '[data-sonner-toast] [data-close-button]', { limit: 4 });
    await expect(close).toBeFocused();
    const { changed, perimeter } = await focusIndicator(page);
    expect(changed).toBeGreaterThanOrEqual(perimeter);
    await page.keyboard.press('Enter');
    await expect(toast).toHaveCount(0);
  });
});
