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

/** The contact form's rules, in the order of the specification (name, then email), then lengths. */
export const validateContact = (values: ContactValues): ContactErrors => {
  const errors: ContactErrors = {};
  const name = values.fullName.trim();
  if (name === '') errors.fullName = validationMessages.fullNameRequired;
  else if (lengthOf(name) > FIELD_LIMITS.fullName) errors.fullName = lengthMessages.fullName;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (lengthOf(values.company.trim()) > FIELD_LIMITS.company)
    errors.company = lengthMessages.company;
  return errors;
};

/** The fields with an error, in form order: the first one takes focus. */
export const invalidFields = (errors: ContactErrors): ContactField[] =>
  (['fullName', 'email', 'company'] as const).filter((field) => errors[field] !== undefined);

/**
 * The honeypot: a field people never see or reach. Anything typed into it means a bot, which then
 * gets a fake success and nothing is sent.
 */
export const HONEYPOT_FIELD = 'website';
export const isBot = (honeypotValue: string | null | undefined): boolean =>
  (honeypotValue ?? '').trim() !== '';
