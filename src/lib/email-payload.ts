import { COMPANY_NOT_PROVIDED } from '../content/messages';
import type { ContactValues } from './form-rules';

export type ContactTemplateParams = { user_name: string; user_email: string; message: string };
export type NewsletterTemplateParams = { email: string };

/** What the contact template receives: the name, the email and the company (or "Not provided"). */
export const contactTemplateParams = (values: ContactValues): ContactTemplateParams => ({
  user_name: values.fullName.trim(),
  user_email: values.email.trim(),
  message: values.company.trim() || COMPANY_NOT_PROVIDED,
});

/** What the newsletter template receives. */
export const newsletterTemplateParams = (email: string): NewsletterTemplateParams => ({
  email: email.trim(),
});
