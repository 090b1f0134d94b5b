import type { Page } from '@playwright/test';
import { copyFor } from '../../../src/content/copy';

const en = copyFor('en');

/** The page's two forms and their fields, found as a visitor (or a screen reader) finds them. */
export const contact = (page: Page) => page.getByRole('form', { name: en.contact.formLabel });
export const newsletter = (page: Page) => page.getByRole('form', { name: en.newsletter.formLabel });
export const nameField = (page: Page) => contact(page).getByRole('textbox', { name: /Full name/ });
export const emailField = (page: Page) => contact(page).getByRole('textbox', { name: /Email/ });
export const companyField = (page: Page) => contact(page).getByRole('textbox', { name: /Company/ });
export const sendButton = (page: Page) => contact(page).getByRole('button');
export const newsletterField = (page: Page) => newsletter(page).getByRole('textbox');
export const subscribeButton = (page: Page) => newsletter(page).getByRole('button');

/** Fills the contact form's fields that are given. */
export const fillContact = async (
  page: Page,
  values: { name?: string; email?: string; company?: string },
) => {
  if (values.name !== undefined) await nameField(page).fill(values.name);
  if (values.email !== undefined) await emailField(page).fill(values.email);
  if (values.company !== undefined) await companyField(page).fill(values.company);
};

/** The toast (sonner's) that shows this text. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Collects any uncaught error and any dialog (alert, confirm) the page opens, dismissing it. */
export const watchForTrouble = (page: Page) => {
  const trouble: string[] = [];
  page.on('pageerror', (error) => trouble.push(`uncaught: ${error.message}`));
  page.on('dialog', async (dialog) => {
    trouble.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return trouble;
};
