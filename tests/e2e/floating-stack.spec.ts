import { expect, type Page, test } from '@playwright/test';
import { type Locale, localePath } from '../../src/config/locales';
import { copyFor } from '../../src/content/copy';
import { contact, emailField, fillContact, toast } from './support/forms';
import { gotoHydrated, jumpTo } from './support/scroll';
import { holdPageScripts, standInEmail, standInScheduler } from './support/stand-ins';

/** What floats over the page, by pairs that must never meet, as boxes in the viewport: the floating
 * Schedule a Call button, the language offer and the toasts, against each other and against what the
 * visitor is using (the hero's buttons, the focused control, the footer's last line). */
const collisions = (page: Page) =>
  page.evaluate(() => {
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)].filter(shown).map((element) => ({
        what: `${selector} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
        rect: element.getBoundingClientRect(),
      }));
    const focused = document.activeElement;
    const groups = {
      button: boxes('[data-testid="floating-schedule"] :is(a, button)'),
      offer: boxes('aside:has([data-locale-link])'),
      toasts: boxes('[data-sonner-toast]'),
      heroButtons: boxes('#hero :is(a[href="#contact"], button[data-scheduler])'),
      focused:
        focused && focused !== document.body && !focused.matches('main, section, [tabindex="-1"]')
          ? [{ what: `focused ${focused.tagName}`, rect: focused.getBoundingClientRect() }]
          : [],
      footerLastLine: boxes('footer > :last-child > p'),
    };
    // Each group, and those it must never meet.
    const apart: [keyof typeof groups, (keyof typeof groups)[]][] = [
      ['button', ['heroButtons', 'focused', 'footerLastLine', 'offer', 'toasts']],
      ['offer', ['toasts', 'heroButtons', 'focused']],
      ['toasts', ['focused']],
    ];
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5 &&
      // Only what is on screen can cover anything.
      a.bottom > 0 &&
      a.top < window.innerHeight;
    return apart.flatMap(([one, others]) =>
      groups[one].flatMap((a) =>
        others
          .flatMap((other) => groups[other])
          .filter((b) => a.what !== b.what && meet(a.rect, b.rect))
          .map((b) => `${a.what} covers ${b.what} at scroll ${Math.round(window.scrollY)}`),
      ),
    );
  });

const expectNothingCovered = (page: Page) =>
  expect.poll(() => collisions(page), { timeout: 5_000 }).toEqual([]);

const sizes = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];
const other = { en: 'de', de: 'en' } as const satisfies Record<Locale, Locale>;

for (const locale of ['en', 'de'] as const) {
  for (const viewport of sizes) {
    test.describe(`${locale} at ${viewport.width}x${viewport.height}`, () => {
      // A browser that prefers the other language, so the language offer floats too.
      test.use({ viewport, locale: other[locale] === 'de' ? 'de-DE' : 'en-US' });

      test('what floats never covers the hero buttons, a focused control, the last line or each other @desktop-only', async ({
        page,
      }) => {
        test.slow();
        const words = copyFor(locale);
        await standInScheduler(page);
        await standInEmail(page, { status: 500, body: 'Server error' });
        await gotoHydrated(page, localePath(locale));
        const offer = page.getByRole('complementary', {
          name: copyFor(other[locale]).meta.offer.message,
          // Below 768 px it waits, hidden, until the hero's buttons have scrolled away.
          includeHidden: true,
        });
        await expect(offer).toBeAttached();
        // Below 768 px the offer sits beside the button: what floats takes a row, not a fifth of the screen.
        const stackHeight = await offer.evaluate((aside) => aside.parentElement?.offsetHeight);
        expect(stackHeight).toBeLessThanOrEqual(viewport.width < 768 ? 60 : 150);
        await expectNothingCovered(page);

        // Every screen of the page, and the moments the footer's last line comes into view.
        const place = () =>
          page.evaluate(() => ({
            end: document.documentElement.scrollHeight - window.innerHeight,
            lastLine:
              (document.querySelector('footer > :last-child')?.getBoundingClientRect().bottom ??
                0) +
              window.scrollY -
              window.innerHeight,
          }));
        for (let y = 0; y < (await place()).end; y += viewport.height) {
          await jumpTo(page, y);
          await expectNothingCovered(page);
        }
        const { lastLine, end } = await place();
        for (const y of [lastLine - 60, lastLine - 20, end]) {
          await jumpTo(page, Math.min(y, end));
          await expectNothingCovered(page);
        }

        // A visitor taps the contact form's email field at the bottom of the screen.
        const email = emailField(page, words);
        const fieldBottom = await email.evaluate(
          (field) => field.getBoundingClientRect().bottom + window.scrollY,
        );
        await jumpTo(page, Math.round(fieldBottom - viewport.height + 24));
        await email.click();
        await expect(email).toBeFocused();
        await expectNothingCovered(page);

        // A failed send: its toast stays (it offers a way out) and covers nothing, focused or floating.
        await fillContact(page, { name: 'Ada Lovelace', email: 'ada@example.com' }, words);
        await contact(page, words).getByRole('button').click();
        await expect(toast(page, words.sendToasts.contactFailure)).toBeVisible();
        await expectNothingCovered(page);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await jumpTo(
          page,
          await page.evaluate(
            () =>
              (document.getElementById('process')?.getBoundingClientRect().top ?? 0) +
              window.scrollY,
          ),
        );
        await expectNothingCovered(page);
      });
    });
  }
}

test('a field in use before the client keeps the floating stack aside', async ({ page }) => {
  const scripts = await holdPageScripts(page);
  await page.goto('/#contact', { waitUntil: 'domcontentloaded' });
  await emailField(page, copyFor('en')).focus();
  scripts.release();
  await expect(page.locator('.floating-stack')).toHaveAttribute('data-away', /typing/);
});
