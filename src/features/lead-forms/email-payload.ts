import type { ContactValues } from './form-rules';

/** CONTACT-7: the agency's email template reads this exact text, so it stays English on every page. */
const COMPANY_NOT_PROVIDED = 'Not provided';

/** Inputs are named after the template's parameters: the form posted without JavaScript fills it too. */
export const CONTACT_INPUT_NAMES = {
  fullName: 'user_name',
  email: 'user_email',
  company: 'message',
} as const satisfies Record<keyof ContactValues, string>;

export const NEWSLETTER_INPUT_NAME = 'email';

export const contactTemplateParams = (values: ContactValues) => ({
  [CONTACT_INPUT_NAMES.fullName]: values.fullName.trim(),
  [CONTACT_INPUT_NAMES.email]: values.email.trim(),
  [CONTACT_INPUT_NAMES.company]: values.company.trim() || COMPANY_NOT_PROVIDED,
});

export const newsletterTemplateParams = (email: string) => ({
  [NEWSLETTER_INPUT_NAME]: email.trim(),
});
