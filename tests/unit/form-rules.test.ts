import { describe, expect, it } from 'vitest';
import { copyFor } from '../../src/content/copy';
import {
  contactFieldError,
  emailError,
  FIELD_LIMITS,
  formWordsOf,
  isBot,
  lengthMessage,
  validateContact,
} from '../../src/features/lead-forms/form-rules';

const messages = formWordsOf(copyFor('en')).forms;
const { emailRequired, emailInvalid } = messages.validation;
const valid = { fullName: 'Ada Lovelace', email: 'ada@example.com', company: '' };

describe('emailError', () => {
  it.each([
    ['', emailRequired],
    ['   ', emailRequired],
    ['ada@example.com', null],
    ['a.b+tag@mail.example.co.uk', null],
    ['  ada@example.com  ', null],
    ['josé@exämple.de', null],
    ['ada.example.com', emailInvalid],
    ['ada@example', emailInvalid],
    ['ada@.com', emailInvalid],
    ['@example.com', emailInvalid],
    ['ada@example.', emailInvalid],
    ['ada lovelace@example.com', emailInvalid],
    ['ada@exa mple.com', emailInvalid],
    ['ada@@example.com', emailInvalid],
    [`${'a'.repeat(242)}@example.com`, null],
    [`${'a'.repeat(243)}@example.com`, lengthMessage(messages, 'email')],
  ])('"%s" gets %s', (email, error) => {
    expect(emailError(email, messages)).toBe(error);
  });
});

describe('validateContact', () => {
  it('accepts names in any script, with accents, CJK and emoji, company optional', () => {
    for (const name of [
      'Zoë Saldaña',
      '山田 太郎',
      'Анна Павлова',
      'محمد علي',
      'Ngozi 🌍 Okonjo',
      "O'Brien-Smith",
    ]) {
      expect(validateContact({ ...valid, fullName: name }, messages), name).toEqual({});
    }
    expect(validateContact({ ...valid, company: 'Analytical Engines' }, messages)).toEqual({});
  });

  it.each([
    ['fullName', '😀'.repeat(FIELD_LIMITS.fullName), undefined],
    ['fullName', 'a'.repeat(FIELD_LIMITS.fullName + 1), lengthMessage(messages, 'fullName')],
    ['company', 'c'.repeat(FIELD_LIMITS.company), undefined],
    ['company', 'c'.repeat(FIELD_LIMITS.company + 1), lengthMessage(messages, 'company')],
  ] as const)('counts characters, not code units, against the %s limit', (field, value, error) => {
    expect(validateContact({ ...valid, [field]: value }, messages)[field]).toBe(error);
  });

  it('judges one field by its own value, as a whole-form check does', () => {
    expect(contactFieldError('fullName', ' ', messages)).toBe(messages.validation.fullNameRequired);
    expect(contactFieldError('email', 'ada@example', messages)).toBe(emailInvalid);
    expect(contactFieldError('company', '', messages)).toBeUndefined();
  });
});

describe('isBot (honeypot)', () => {
  it('is a bot only when the hidden field was filled', () => {
    expect(['', null, undefined, '   '].map(isBot)).toEqual([false, false, false, false]);
    expect(isBot('https://spam.example')).toBe(true);
  });
});
