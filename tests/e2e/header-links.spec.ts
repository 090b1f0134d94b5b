import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { accessibleLabels } from './support/words';

// Below 768px the same links live in the mobile menu (menu.spec.ts).
test('the header links to the top, contact, testimonials and the sister product @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.locator('header').getByRole('navigation', { name: accessibleLabels.mainNav });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Contact',
    'Testimonials',
    /Try Ledgique/,
  ]);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#top');
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');
  await expect(nav.getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
    'href',
    '#testimonials',
  );
  const ledgique = nav.getByRole('link', { name: /Try Ledgique/ });
  await expect(ledgique).toHaveAttribute('href', siteConfig.sisterProduct.url);
  await expect(ledgique).toHaveAttribute('target', '_blank');
  await expect(ledgique).toHaveAttribute('rel', /\bnoopener\b/);
});
