import type { Page } from '@playwright/test';

/** The page's two forms and their fields, found as a visitor (or a screen reader) finds them. */
export const contact = (page: Page) => page.getByRole('form', { name: 'Contact request' });
export const newsletter = (page: Page) =>
  page.getByRole('form', { name: 'Newsletter subscription' });
export const nameField = (page: Page) => contact(page).getByRole('textbox', { name: /Full name/ });
export const emailField = (page: Page) => contact(page).getByRole('textbox', { name: /Email/ });
export const companyField = (page: Page) => contact(page).getByRole('textbox', { name: /Company/ });
export const sendButton = (page: Page) => contact(page).getByRole('button');
export const newsletterField = (page: Page) => newsletter(page).getByRole('textbox');

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
