import type { Copy } from '../../content/copy';
import { fillMessage } from '../../lib/utils';

/** The forms' words, handed from the server to the client forms as one prop. */
export type FormWords = Pick<Copy, 'forms' | 'sendToasts' | 'mailFallback'>;

export const formWordsOf = ({ forms, sendToasts, mailFallback }: Copy): FormWords => ({
  forms,
  sendToasts,
  mailFallback,
});

type Messages = FormWords['forms'];

/** Longest values the forms accept: generous for real people, short enough to stop abuse. */
export const FIELD_LIMITS = {
  fullName: 100,
  email: 254,
  company: 120,
} as const;

/** The message for too long a value of a field, in the page's language ({max}: one more than its limit). */
export const lengthMessage = ({ tooLong }: Messages, field: keyof typeof FIELD_LIMITS) =>
  fillMessage(tooLong[field], { max: FIELD_LIMITS[field] + 1 });

/** Text, an at sign, text, a dot, text: also the fields' `pattern`, so the browser checks it without JavaScript. */
export const EMAIL_PATTERN = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';
const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`);

/** Characters, not UTF-16 units: an emoji counts as one. */
const lengthOf = (value: string) => Array.from(value).length;

export type ContactValues = { fullName: string; email: string; company: string };
export type ContactField = keyof ContactValues;

/** A field's rule (the newsletter's email is the contact form's): required (the company is not), then well formed, then not too long (DEC-6). */
export const fieldError = (field: ContactField, value: string, messages: Messages) => {
  const trimmed = value.trim();
  if (trimmed === '' && field !== 'company') return messages.validation[`${field}Required`];
  if (field === 'email' && !EMAIL.test(trimmed)) return messages.validation.emailInvalid;
  return lengthOf(trimmed) > FIELD_LIMITS[field] ? lengthMessage(messages, field) : undefined;
};

/** The honeypot (DEC-7): anything typed into it means a bot, which gets a fake success. */
export const HONEYPOT_FIELD = 'website';
export const isBot = (honeypotValue: FormDataEntryValue | null): boolean =>
  String(honeypotValue ?? '').trim() !== '';

/** CONTACT-7: the agency's email template reads this exact text, so it stays English on every page. */
const COMPANY_NOT_PROVIDED = 'Not provided';

/** The fields in the order they are checked (CONTACT-2…4), each named as the template's parameter: the form posted without JavaScript fills it too. */
export const CONTACT_INPUTS = {
  fullName: 'user_name',
  email: 'user_email',
  company: 'message',
} as const satisfies Record<ContactField, string>;

export const NEWSLETTER_INPUTS = { email: 'email' } as const;

export const templateParams = <F extends ContactField>(
  inputs: Record<F, string>,
  values: Record<F, string>,
) =>
  Object.fromEntries(
    Object.entries<string>(inputs).map(([field, name]) => {
      const value = values[field as F].trim();
      return [name, field === 'company' ? value || COMPANY_NOT_PROVIDED : value];
    }),
  );
