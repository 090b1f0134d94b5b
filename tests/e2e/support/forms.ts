import { expect, type Page } from '@playwright/test';
import { siteConfig } from '../../../src/config/site';
import { type Copy, copyFor } from '../../../src/content/copy';
import { onOneLine } from '../../../src/lib/utils';

const en = copyFor('en');

/** The page's two forms and their fields, found as a visitor (or a screen reader) finds them, in the page's words. */
export const contact = (page: Page, words = en) =>
  page.getByRole('form', { name: words.contact.formLabel });
export const newsletter = (page: Page, words = en) =>
  page.getByRole('form', { name: words.newsletter.formLabel });
const field =
  (name: keyof Copy['contact']['fields']) =>
  (page: Page, words = en) =>
    contact(page, words).getByRole('textbox', { name: words.contact.fields[name].label });
export const nameField = field('fullName');
export const emailField = field('email');
export const companyField = field('company');
export const sendButton = (page: Page) => contact(page).getByRole('button');
export const newsletterField = (page: Page, words = en) =>
  newsletter(page, words).getByRole('textbox');
export const subscribeButton = (page: Page) => newsletter(page).getByRole('button');

/** Fills the contact form's fields that are given. */
export const fillContact = async (
  page: Page,
  values: { name?: string; email?: string; company?: string },
  words = en,
) => {
  if (values.name !== undefined) await nameField(page, words).fill(values.name);
  if (values.email !== undefined) await emailField(page, words).fill(values.email);
  if (values.company !== undefined) await companyField(page, words).fill(values.company);
};

/** Both lead forms, for the tests of what they share: what a visitor types, and what is sent. */
export const LEAD_FORMS = {
  contact: {
    form: contact,
    fill: (page: Page) =>
      fillContact(page, { name: 'Zoë Ångström', email: 'zoe@example.com', company: 'R&D #1' }),
    kept: nameField,
    typed: 'Zoë Ångström',
    params: { user_name: 'Zoë Ångström', user_email: 'zoe@example.com', message: 'R&D #1' },
    templateId: siteConfig.emailjs.contactTemplateId,
    submit: en.contact.submit,
    success: en.sendToasts.contactSuccess,
    successWords: [en.sendToasts.contactSuccess],
    failure: en.sendToasts.contactFailure,
    failureAdvice: onOneLine(siteConfig.phone),
    mailSubject: en.mailFallback.contact.subject,
  },
  newsletter: {
    form: newsletter,
    fill: (page: Page) => newsletterField(page).fill('reader@example.com'),
    kept: newsletterField,
    typed: 'reader@example.com',
    params: { email: 'reader@example.com' },
    templateId: siteConfig.emailjs.newsletterTemplateId,
    submit: en.newsletter.submit,
    success: en.sendToasts.newsletterSuccess.title,
    successWords: [
      en.sendToasts.newsletterSuccess.title,
      en.sendToasts.newsletterSuccess.description,
    ],
    failure: en.sendToasts.newsletterFailure.title,
    failureAdvice: en.sendToasts.newsletterFailure.description,
    mailSubject: en.mailFallback.newsletter.subject,
  },
} as const;

/** The toast (sonner's) that shows this text. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Fills and sends both forms, each to its success toast. */
export const sendBothForms = async (page: Page) => {
  for (const lead of Object.values(LEAD_FORMS)) {
    await lead.fill(page);
    await lead.form(page).getByRole('button', { name: lead.submit }).click();
    await expect(toast(page, lead.success)).toBeVisible();
  }
};

/** What a mail app reads from a `mailto:` link. */
export const mailOf = (href: string | null) => {
  const [address = '', query = ''] = (href ?? '').replace(/^mailto:/, '').split('?');
  const params = new URLSearchParams(query);
  return { to: address, subject: params.get('subject'), body: params.get('body') ?? '' };
};

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
