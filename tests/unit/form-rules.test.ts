import { describe, expect, it } from 'vitest';
import { copyFor } from '../../src/content/copy';
import {
  CONTACT_INPUTS,
  FIELD_LIMITS,
  fieldError,
  formWordsOf,
  isBot,
  lengthMessage,
  NEWSLETTER_INPUTS,
  templateParams,
} from '../../src/features/lead-forms/form-rules';

const messages = formWordsOf(copyFor('en')).forms;
const { emailRequired, emailInvalid } = messages.validation;

describe("fieldError('email'), the newsletter's one rule", () => {
  it.each([
    ['', emailRequired],
    ['   ', emailRequired],
    ['ada@example.com', undefined],
    ['a.b+tag@mail.example.co.uk', undefined],
    ['  ada@example.com  ', undefined],
    ['josé@exämple.de', undefined],
    ['ada.example.com', emailInvalid],
    ['ada@example', emailInvalid],
    ['ada@.com', emailInvalid],
    ['@example.com', emailInvalid],
    ['ada@example.', emailInvalid],
    ['ada lovelace@example.com', emailInvalid],
    ['ada@exa mple.com', emailInvalid],
    ['ada@@example.com', emailInvalid],
    [`${'a'.repeat(242)}@example.com`, undefined],
    [`${'a'.repeat(243)}@example.com`, lengthMessage(messages, 'email')],
  ])('"%s" gets %s', (email, error) => {
    expect(fieldError('email', email, messages)).toBe(error);
  });
});

describe('fieldError, the contact form', () => {
  it('requires a name, in any script, with accents, CJK and emoji, and no company', () => {
    for (const name of [
      'Zoë Saldaña',
      '山田 太郎',
      'Анна Павлова',
      'محمد علي',
      'Ngozi 🌍 Okonjo',
      "O'Brien-Smith",
    ]) {
      expect(fieldError('fullName', name, messages), name).toBeUndefined();
    }
    expect(fieldError('fullName', ' ', messages)).toBe(messages.validation.fullNameRequired);
    for (const company of ['', 'Analytical Engines']) {
      expect(fieldError('company', company, messages), company).toBeUndefined();
    }
  });

  it.each([
    ['fullName', '😀'.repeat(FIELD_LIMITS.fullName), undefined],
    ['fullName', 'a'.repeat(FIELD_LIMITS.fullName + 1), lengthMessage(messages, 'fullName')],
    ['company', 'c'.repeat(FIELD_LIMITS.company), undefined],
    ['company', 'c'.repeat(FIELD_LIMITS.company + 1), lengthMessage(messages, 'company')],
  ] as const)('counts characters, not code units, against the %s limit', (field, value, error) => {
    expect(fieldError(field, value, messages)).toBe(error);
  });
});

describe('isBot (honeypot)', () => {
  it('is a bot only when the hidden field was filled', () => {
    expect(['', null, '   '].map(isBot)).toEqual([false, false, false]);
    expect(isBot('https://spam.example')).toBe(true);
  });
});

// The exact payloads of a typical send, and markup as plain text: e2e/lead-safety.spec, resilience.spec.
describe('the template parameters', () => {
  it('send the trimmed values, the company as the message, Not provided for a blank one', () => {
    const values = { fullName: ' Ada ', email: ' ada@example.com', company: ' Engines Ltd ' };
    expect(templateParams(CONTACT_INPUTS, values)).toEqual({
      user_name: 'Ada',
      user_email: 'ada@example.com',
      message: 'Engines Ltd',
    });
    expect(templateParams(CONTACT_INPUTS, { ...values, company: '   ' }).message).toBe(
      'Not provided',
    );
    expect(templateParams(NEWSLETTER_INPUTS, { email: ' reader@example.com ' })).toEqual({
      email: 'reader@example.com',
    });
  });
});
