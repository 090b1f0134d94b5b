import { describe, expect, it } from 'vitest';
import { copyFor } from '../../src/content/copy';
import {
  contactFieldError,
  emailError,
  FIELD_LIMITS,
  formWordsOf,
  invalidFields,
  isBot,
  lengthMessage,
  validateContact,
} from '../../src/features/lead-forms/form-rules';

const messages = formWordsOf(copyFor('en')).forms;
const validationMessages = messages.validation;
const lengthMessages = {
  fullName: lengthMessage(messages, 'fullName'),
  email: lengthMessage(messages, 'email'),
  company: lengthMessage(messages, 'company'),
};

const valid = { fullName: 'Ada Lovelace', email: 'ada@example.com', company: '' };

describe('emailError', () => {
  it('asks for an address when empty or blank', () => {
    expect(emailError('', messages)).toBe(validationMessages.emailRequired);
    expect(emailError('   ', messages)).toBe(validationMessages.emailRequired);
  });

  it('accepts text@text.text', () => {
    expect(emailError('ada@example.com', messages)).toBeNull();
    expect(emailError('a.b+tag@mail.example.co.uk', messages)).toBeNull();
    expect(emailError('  ada@example.com  ', messages)).toBeNull(); // pasted with spaces around
    expect(emailError('josé@exämple.de', messages)).toBeNull();
  });

  it('rejects a missing at sign, a missing dot, or spaces inside', () => {
    for (const bad of [
      'ada.example.com',
      'ada@example',
      'ada@.com',
      '@example.com',
      'ada@example.',
      'ada lovelace@example.com',
      'ada@exa mple.com',
      'ada@@example.com',
    ]) {
      expect(emailError(bad, messages), bad).toBe(validationMessages.emailInvalid);
    }
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(emailError(long, messages)).toBe(lengthMessages.email);
  });
});

describe('validateContact', () => {
  it('passes a complete request, company optional', () => {
    expect(validateContact(valid, messages)).toEqual({});
    expect(validateContact({ ...valid, company: 'Analytical Engines' }, messages)).toEqual({});
  });

  it('needs a name that is not blank after trimming', () => {
    expect(validateContact({ ...valid, fullName: '' }, messages).fullName).toBe(
      validationMessages.fullNameRequired,
    );
    expect(validateContact({ ...valid, fullName: ' \t ' }, messages).fullName).toBe(
      validationMessages.fullNameRequired,
    );
  });

  it('accepts names in any script, with accents, CJK and emoji', () => {
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
  });

  it('reports both fields in the order of CONTACT-2 and CONTACT-3', () => {
    const errors = validateContact({ fullName: '', email: '', company: '' }, messages);
    expect(errors).toEqual({
      fullName: validationMessages.fullNameRequired,
      email: validationMessages.emailRequired,
    });
    expect(invalidFields(errors)).toEqual(['fullName', 'email']);
    expect(invalidFields(validateContact({ ...valid, email: 'nope' }, messages))).toEqual([
      'email',
    ]);
  });

  it('counts characters, not code units, against the limits', () => {
    expect(
      validateContact({ ...valid, fullName: '😀'.repeat(FIELD_LIMITS.fullName) }, messages),
    ).toEqual({});
    expect(
      validateContact({ ...valid, fullName: 'a'.repeat(FIELD_LIMITS.fullName + 1) }, messages)
        .fullName,
    ).toBe(lengthMessages.fullName);
    expect(
      validateContact({ ...valid, company: 'c'.repeat(FIELD_LIMITS.company + 1) }, messages)
        .company,
    ).toBe(lengthMessages.company);
    expect(
      validateContact({ ...valid, company: 'c'.repeat(FIELD_LIMITS.company) }, messages),
    ).toEqual({});
  });
});

describe('isBot (honeypot)', () => {
  it('is a bot only when the hidden field was filled', () => {
    expect(isBot('')).toBe(false);
    expect(isBot(null)).toBe(false);
    expect(isBot(undefined)).toBe(false);
    expect(isBot('   ')).toBe(false);
    expect(isBot('https://spam.example')).toBe(true);
  });
});

describe('contactFieldError', () => {
  it('judges one field by its own value, as validateContact does', () => {
    expect(contactFieldError('fullName', ' ', messages)).toBe(validationMessages.fullNameRequired);
    expect(contactFieldError('fullName', 'Ada', messages)).toBeUndefined();
    expect(contactFieldError('email', 'ada@example', messages)).toBe(
      validationMessages.emailInvalid,
    );
    expect(contactFieldError('email', 'ada@example.com', messages)).toBeUndefined();
    expect(contactFieldError('company', 'x'.repeat(FIELD_LIMITS.company + 1), messages)).toBe(
      lengthMessages.company,
    );
    expect(contactFieldError('company', '', messages)).toBeUndefined();
  });
});
