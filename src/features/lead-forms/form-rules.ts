import { lengthMessageTemplates, validationMessages } from '../../content/messages';
import { fillMessage } from '../../lib/fill-message';

/** Longest values the forms accept: generous for real people, short enough to stop abuse. */
export const FIELD_LIMITS = {
  fullName: 100,
  email: 254,
  company: 120,
} as const;

/** The messages for too long a value, worded in src/content/messages.ts. */
export const lengthMessages = {
  fullName: fillMessage(lengthMessageTemplates.fullName, { max: FIELD_LIMITS.fullName + 1 }),
  email: fillMessage(lengthMessageTemplates.email, { max: FIELD_LIMITS.email + 1 }),
  company: fillMessage(lengthMessageTemplates.company, { max: FIELD_LIMITS.company + 1 }),
} as const;

/** text@text.text, no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Characters, not UTF-16 units: an emoji counts as one. */
const lengthOf = (value: string) => Array.from(value).length;

/** The email rule of both forms: empty, then malformed, then too long. Null when valid. */
export const emailError = (email: string): string | null => {
  const value = email.trim();
  if (value === '') return validationMessages.emailRequired;
  if (!EMAIL_PATTERN.test(value)) return validationMessages.emailInvalid;
  if (lengthOf(value) > FIELD_LIMITS.email) return lengthMessages.email;
  return null;
};

export type ContactValues = { fullName: string; email: string; company: string };
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The contact form's fields, in form order. */
export const CONTACT_FIELDS = ['fullName', 'email', 'company'] as const satisfies ContactField[];

/** Each contact field's rule on its own value: its message, or undefined when valid. */
const contactRules: Record<ContactField, (value: string) => string | undefined> = {
  fullName: (value) => {
    const name = value.trim();
    if (name === '') return validationMessages.fullNameRequired;
    return lengthOf(name) > FIELD_LIMITS.fullName ? lengthMessages.fullName : undefined;
  },
  email: (value) => emailError(value) ?? undefined,
  company: (value) =>
    lengthOf(value.trim()) > FIELD_LIMITS.company ? lengthMessages.company : undefined,
};

/** One field's message for its value, or undefined: a flagged field follows the corrections. */
export const contactFieldError = (field: ContactField, value: string): string | undefined =>
  contactRules[field](value);

/** The contact form's rules, in the order of the specification (name, then email), then lengths. */
export const validateContact = (values: ContactValues): ContactErrors => {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactRules[field](values[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
};

/** The fields with an error, in form order: the first one takes focus. */
export const invalidFields = (errors: ContactErrors): ContactField[] =>
  CONTACT_FIELDS.filter((field) => errors[field] !== undefined);

/**
 * The honeypot: a field people never see or reach. Anything typed into it means a bot, which then
 * gets a fake success and nothing is sent.
 */
export const HONEYPOT_FIELD = 'website';
export const isBot = (honeypotValue: string | null | undefined): boolean =>
  (honeypotValue ?? '').trim() !== '';
