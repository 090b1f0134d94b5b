import type { ContactValues } from './form-rules';

/**
 * Sent as the contact request's message when the company is left empty (CONTACT-7): the agency's
 * email template reads this exact text, so it stays English on every page.
 */
const COMPANY_NOT_PROVIDED = 'Not provided';

type ContactTemplateParams = { user_name: string; user_email: string; message: string };
type NewsletterTemplateParams = { email: string };

/** Inputs are named after the template's parameters: the form posted without JavaScript fills it too. */
export const CONTACT_INPUT_NAMES = {
  fullName: 'user_name',
  email: 'user_email',
  company: 'message',
} as const satisfies Record<keyof ContactValues, keyof ContactTemplateParams>;

export const NEWSLETTER_INPUT_NAME = 'email' satisfies keyof NewsletterTemplateParams;

export const contactTemplateParams = (values: ContactValues): ContactTemplateParams => ({
  user_name: values.fullName.trim(),
  user_email: values.email.trim(),
  message: values.company.trim() || COMPANY_NOT_PROVIDED,
});

export const newsletterTemplateParams = (email: string): NewsletterTemplateParams => ({
  email: email.trim(),
});
