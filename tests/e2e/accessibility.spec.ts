import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { contact } from '../../src/content/contact';
import { faq } from '../../src/content/faq';
import { formLabels, toastMessages, validationMessages } from '../../src/content/messages';
import { actionLabels } from '../../src/content/navigation';
import {
  activeElement,
  axe,
  describeViolations,
  elementsOutsideViewport,
  focusedShareVisible,
  focusIndicator,
  headingLevels,
  horizontalOverflow,
  measureTextContrast,
  type TextContrast,
  tabTo,
  targetSizes,
  undecidedContrastTargets,
  withAnimationsPaused,
} from './support/a11y';
import { jumpTo, waitForHydration } from './support/scroll';
import { standInEmail, standInScheduler } from './support/stand-ins';

const MISSING = '/no-such-page';

/** Scrolls to the bottom in half-screen steps, so every reveal runs, then back to the top. */
const scrollThrough = async (page: Page) => {
  const step = Math.floor((page.viewportSize()?.height ?? 800) / 2);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += step) await jumpTo(page, y);
  await expect(page.locator('[data-reveal-state="hidden"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page
        .locator('[data-reveal]')
        .evaluateAll((items) => items.filter((item) => getComputedStyle(item).opacity !== '1')),
    )
    .toHaveLength(0);
  await jumpTo(page, 0);
};

const failing = (results: TextContrast[]) =>
  results
    .filter((result) => result.ratio < result.required)
    .map(
      (result) =>
        `${result.ratio}:1 < ${result.required}:1 for "${result.text}" (${result.color} on ${result.worstBackground}) ${result.target}`,
    );

/** Opens the mobile menu from the keyboard. */
const openMenuByKeyboard = async (page: Page, key: 'Enter' | 'Space' = 'Enter') => {
  await tabTo(page, '[aria-controls="mobile-menu"]');
  await page.keyboard.press(key);
  await expect(page.locator('#mobile-menu')).toBeVisible();
};

test.describe('axe-core finds no WCAG 2.2 A/AA or best-practice violation', () => {
  test('on the home page as first seen: hydrated, Schedule a Call still loading', async ({
    page,
  }) => {
    const scheduler = await standInScheduler(page, 'hold');
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('button[data-scheduler="loading"]').first()).toBeDisabled();
    // The loading spinners stand still while axe looks: turning, they take most of a core.
    const results = await withAnimationsPaused(page, () => axe(page));
    expect(describeViolations(results.violations)).toEqual([]);
    // A request left held would keep the page from closing.
    scheduler.release();
  });

  test('on the home page scrolled to the bottom and back, every reveal shown', async ({ page }) => {
    test.slow();
    await standInScheduler(page);
    await page.goto('/');
    await waitForHydration(page);
    await scrollThrough(page);
    await expect(page.locator('button[data-scheduler="ready"]').first()).toBeEnabled();
    expect(describeViolations((await axe(page)).violations)).toEqual([]);
  });

  test('in the Why section with its three cards stacked by scrolling', async ({ page }) => {
    await standInScheduler(page);
    await page.goto('/');
    await waitForHydration(page);
    const stack = page.locator('#our-approach');
    const top = await stack.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    await jumpTo(page, top + (page.viewportSize()?.height ?? 800) * 1.5);
    await expect(stack).toHaveAttribute('data-visible', '3');
    expect(describeViolations((await axe(page)).violations)).toEqual([]);
  });

  test('with reduced motion, where everything is simply in place', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await standInScheduler(page);
    await page.goto('/');
    await waitForHydration(page);
    expect(describeViolations((await axe(page)).violations)).toEqual([]);
  });

  test('with the forms showing their errors, then a success and an error toast', async ({
    page,
  }) => {
    test.slow(); // two analyses of the whole page
    await standInEmail(page);
    await page.goto('/#contact');
    await waitForHydration(page);
    const contactForm = page.getByRole('form', { name: 'Contact request' });
    await contactForm.getByRole('button', { name: contact.submit }).click();
    await expect(page.locator('#contact-full-name-error')).toHaveText(
      validationMessages.fullNameRequired,
    );
    expect(describeViolations((await axe(page)).violations)).toEqual([]);

    await contactForm.getByRole('textbox', { name: /Full name/ }).fill('Ada Lovelace');
    const contactEmail = contactForm.getByRole('textbox', { name: /Email/ });
    await contactEmail.fill('ada@analytical.engines');
    // Hovering holds the toasts (sonner pauses their 6 s timers while the pointer is on them)
    // while axe looks at them. The pointer goes there as soon as the first toast shows, and the
    // contact request is then sent from the keyboard, so the pointer stays: the success toast is
    // held from the moment it shows, however long each step takes on a busy machine.
    await page.getByRole('form', { name: 'Newsletter subscription' }).getByRole('button').click();
    const toasts = page.locator('[data-sonner-toast]');
    await toasts.filter({ hasText: validationMessages.emailRequired }).hover();
    await expect(toasts.first()).toHaveAttribute('data-expanded', 'true');
    await contactEmail.press('Enter');
    await expect(toasts.filter({ hasText: toastMessages.contactSuccess })).toBeVisible();
    await expect(toasts.filter({ hasText: validationMessages.emailRequired })).toBeVisible();
    await expect(toasts.first()).toHaveAttribute('data-expanded', 'true');
    await expect(toasts).toHaveCount(2);
    // Expanding fades the toasts' contents in (0.4s): axe looks once they are fully there.
    await expect
      .poll(() =>
        toasts.evaluateAll(
          (items) =>
            items
              .flatMap((item) => [item, ...item.querySelectorAll('*')])
              .filter((element) => getComputedStyle(element).opacity !== '1').length,
        ),
      )
      .toBe(0);
    expect(describeViolations((await axe(page)).violations)).toEqual([]);
  });

  test('with the menu open @mobile-only', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: actionLabels.openMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(describeViolations((await axe(page)).violations)).toEqual([]);
  });

  test('on the 404 page', async ({ page }) => {
    await page.goto(MISSING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    expect(describeViolations((await axe(page)).violations)).toEqual([]);
  });
});

test.describe('contrast that axe cannot judge, measured from the pixels', () => {
  for (const path of ['/', MISSING]) {
    test(`text over gradients and images reaches 4.5:1 (3:1 when large) on ${path}`, async ({
      page,
    }) => {
      test.slow();
      // Reduced motion: every element in its final place and colour, none mid-animation.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await standInScheduler(page);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const undecided = undecidedContrastTargets(await axe(page));
      expect(undecided.length).toBeGreaterThan(0);
      const results = await measureTextContrast(
        page,
        undecided.map((selector) => page.locator(selector)),
      );
      expect(results).toHaveLength(undecided.length);
      expect(failing(results)).toEqual([]);
      if (path === '/') {
        // The hard cases are among them: the hero, the Why cards on ink, the quotes over images.
        const texts = results.map((result) => result.text).join(' | ');
        expect(texts).toContain('Software that ships');
        expect(texts).toContain('A fixed price stays a fixed price.');
        expect(texts).toMatch(/Humanoid rebuilt our booking platform/);
      }
    });
  }

  test('the Loading... Schedule a Call buttons, placeholders and a form while submitting', async ({
    page,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scheduler = await standInScheduler(page, 'hold');
    const email = await standInEmail(page);
    await page.goto('/');
    await waitForHydration(page);
    const loading = page.locator('button[data-scheduler="loading"]');
    await expect(loading).toHaveCount(3);
    for (const button of await loading.all()) {
      await expect(button).toHaveText(actionLabels.scheduleLoading);
      await expect(button).toBeDisabled();
    }
    // The floating button is measured on its own: for the others it is an overlay to look past.
    const floating = page.getByTestId('floating-schedule').locator('button');
    const inPage = page.locator('main button[data-scheduler]');
    const placeholders = page.locator('input[placeholder]:not([tabindex="-1"])');
    await expect(placeholders).toHaveCount(4);
    const results = [
      ...(await measureTextContrast(page, await inPage.all())),
      ...(await measureTextContrast(page, [floating])),
      ...(await measureTextContrast(page, await placeholders.all(), { placeholder: true })),
    ];
    expect(results).toHaveLength(7);
    expect(failing(results)).toEqual([]);
    scheduler.release();

    // A contact request on its way: button and fields disabled, still legible.
    email.hold();
    const form = page.getByRole('form', { name: 'Contact request' });
    await form.getByRole('textbox', { name: /Full name/ }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: /Email/ }).fill('ada@analytical.engines');
    await form.getByRole('button', { name: contact.submit }).click();
    const submitting = form.getByRole('button', { name: formLabels.submitting });
    await expect(submitting).toBeDisabled();
    const company = form.getByRole('textbox', { name: /Company/ });
    await expect(company).toBeDisabled();
    const whileSubmitting = [
      ...(await measureTextContrast(page, [submitting])),
      ...(await measureTextContrast(page, [company], { placeholder: true })),
    ];
    expect(whileSubmitting).toHaveLength(2);
    expect(failing(whileSubmitting)).toEqual([]);
    email.release();
    await expect(page.getByText(toastMessages.contactSuccess)).toBeVisible();
  });
});

test.describe('keyboard', () => {
  test('the skip link is the first Tab stop, shows on focus and moves focus into main', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
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

  test('every Tab stop shows a clear focus indicator and is not hidden under fixed parts', async ({
    page,
  }) => {
    test.slow();
    await standInScheduler(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('button[data-scheduler="ready"]')).toHaveCount(3);
    const stops: string[] = [];
    const problems: string[] = [];
    for (let press = 0; press < 120; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await activeElement(page);
      if (!focused || (stops.length > 0 && focused.description === stops[0])) break;
      stops.push(focused.description);
      const share = await focusedShareVisible(page);
      const { changed, perimeter } = await focusIndicator(page);
      if (!focused.focusVisible) problems.push(`${focused.description}: no :focus-visible`);
      if (changed < perimeter) {
        problems.push(`${focused.description}: ${changed} px change at 3:1 < ${perimeter} px`);
      }
      if (share < 0.5) problems.push(`${focused.description}: only ${share * 100}% in sight`);
    }
    expect(problems).toEqual([]);
    // The walk went through the whole page: header, hero, FAQ, forms, footer, floating button.
    expect(stops.length).toBeGreaterThan(25);
    expect(stops.filter((stop) => stop.includes(actionLabels.scheduleCall))).toHaveLength(3);
    expect(stops.join(' ')).toContain('#newsletter-email');
    expect(stops.join(' ')).toContain('#faq-trigger-7');
  });

  test('the floating button shows its focus ring over every band it floats over', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await standInScheduler(page);
    await page.goto('/');
    await waitForHydration(page);
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

  test('the menu opens with Enter or Space, keeps Tab inside, closes with Escape @mobile-only', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.locator('[aria-controls="mobile-menu"]');
    await openMenuByKeyboard(page, 'Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();

    // Tab goes through the six links and the toggle, round and round, each with a visible ring.
    const seen = new Set<string>();
    for (let press = 0; press < 14; press += 1) {
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
    expect(seen.size).toBe(7);
    await toggle.focus();
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

  test('the FAQ accordion: Tab to a question, Enter and Space toggle it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
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

  test('the contact form is filled, corrected and sent from the keyboard alone', async ({
    page,
  }) => {
    const email = await standInEmail(page);
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Contact request' });
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
    const submit = form.getByRole('button', { name: contact.submit });
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

  test('the newsletter is subscribed from the keyboard alone', async ({ page }) => {
    const email = await standInEmail(page);
    await page.goto('/');
    await waitForHydration(page);
    await tabTo(page, '#newsletter-email');
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('form', { name: 'Newsletter subscription' }).getByRole('button'),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => email.sent.length).toBe(1);
    expect(email.sent[0]?.template_params).toEqual({ email: 'reader@example.com' });
    await expect(page.getByText(toastMessages.newsletterSuccess.title)).toBeVisible();
  });

  test('the Schedule a Call buttons open the booking with Enter and Space', async ({ page }) => {
    await standInScheduler(page);
    await page.goto('/');
    await waitForHydration(page);
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

  test('a toast is reached with Alt+T and closed from the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
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

test.describe('structure', () => {
  for (const path of ['/', MISSING]) {
    test(`exactly one h1 and no skipped heading level on ${path}`, async ({ page }) => {
      await page.goto(path);
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const jumps = levels.flatMap((level, i) =>
        i > 0 && level > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
      );
      expect(jumps).toEqual([]);
      if (path === '/') expect(levels.length).toBeGreaterThan(20);
    });
  }

  test('the landmarks: one banner, main and contentinfo, and the navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('id', 'main');
    if ((page.viewportSize()?.width ?? 0) >= 768) {
      await expect(
        page.getByRole('banner').getByRole('navigation', { name: 'Main' }),
      ).toBeVisible();
    } else {
      // Below 768px the header's links are in the menu, a navigation landmark of its own.
      await page.getByRole('banner').getByRole('button', { name: actionLabels.openMenu }).click();
      await expect(
        page.getByRole('banner').getByRole('navigation', { name: 'Menu' }),
      ).toBeVisible();
    }
    await page.goto(MISSING);
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test('every interactive element is at least 24x24 px or spaced as WCAG 2.5.8 allows', async ({
    page,
  }) => {
    await standInScheduler(page);
    await page.goto('/#newsletter');
    await waitForHydration(page);
    await expect(page.locator('button[data-scheduler="ready"]')).toHaveCount(3);
    // With a toast up, so its close button is measured too.
    await page.getByRole('form', { name: 'Newsletter subscription' }).getByRole('button').click();
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.hover();
    await expect(toast.getByRole('button', { name: 'Close toast' })).toBeVisible();
    const targets = await targetSizes(page);
    expect(targets.length).toBeGreaterThan(25);
    expect(targets.map((target) => target.name)).toContain('button "Close toast"');
    expect(targets.filter((target) => !target.ok)).toEqual([]);

    if ((page.viewportSize()?.width ?? 0) < 768) {
      await page.getByRole('button', { name: actionLabels.openMenu }).click();
      const inMenu = await targetSizes(page);
      expect(inMenu.filter((target) => !target.ok)).toEqual([]);
    }
    await page.goto(MISSING);
    const onMissing = await targetSizes(page);
    expect(onMissing.length).toBeGreaterThan(0);
    expect(onMissing.filter((target) => !target.ok)).toEqual([]);
  });
});

test.describe('reflow and zoom', () => {
  test('at 320px nothing scrolls sideways: home, menu open, 404 @mobile-only', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await waitForHydration(page);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await elementsOutsideViewport(page)).toEqual([]);
    await page.getByRole('button', { name: actionLabels.openMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await elementsOutsideViewport(page)).toEqual([]);
    await page.goto(MISSING);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await elementsOutsideViewport(page)).toEqual([]);
  });

  test.describe('at 200% zoom of a 1440px window (720 CSS px at 2 device pixels a px)', () => {
    test.use({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 });

    test('nothing scrolls sideways, and the menu takes over the links @desktop-only', async ({
      page,
    }) => {
      test.slow();
      await page.goto('/');
      await waitForHydration(page);
      await scrollThrough(page);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await elementsOutsideViewport(page)).toEqual([]);
      await page.getByRole('button', { name: actionLabels.openMenu }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.goto(MISSING);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await elementsOutsideViewport(page)).toEqual([]);
    });
  });

  test('with the browser text size doubled (text-only zoom) nothing overflows @desktop-only', async ({
    page,
  }) => {
    // Chromium's font-size setting (what "text size" in browser settings changes): 16px → 32px.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    for (const width of [1440, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', MISSING]) {
        await page.goto(path);
        await expect(page.locator('body')).toHaveCSS('font-size', '34px');
        expect(await horizontalOverflow(page), `${path} at ${width}px`).toBe(0);
        expect(await elementsOutsideViewport(page), `${path} at ${width}px`).toEqual([]);
      }
    }
  });
});
