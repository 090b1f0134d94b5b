import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../src/content/messages';
import {
  contactFieldError,
  emailError,
  FIELD_LIMITS,
  invalidFields,
  isBot,
  lengthMessages,
  validateContact,
} from '../../src/features/lead-forms/form-rules';

const valid = { fullName: 'Ada Lovelace', email: 'ada@example.com', company: '' };

describe('emailError', () => {
  it('asks for an address when empty or blank', () => {
    expect(emailError('')).toBe(validationMessages.emailRequired);
    expect(emailError('   ')).toBe(validationMessages.emailRequired);
  });

  it('accepts text@text.text', () => {
    expect(emailError('ada@example.com')).toBeNull();
    expect(emailError('a.b+tag@mail.example.co.uk')).toBeNull();
    expect(emailError('  ada@example.com  ')).toBeNull(); // pasted with spaces around
    expect(emailError('josé@exämple.de')).toBeNull();
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
      expect(emailError(bad), bad).toBe(validationMessages.emailInvalid);
    }
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(emailError(long)).toBe(lengthMessages.email);
  });
});

describe('validateContact', () => {
  it('passes a complete request, company optional', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, company: 'Analytical Engines' })).toEqual({});
  });

  it('needs a name that is not blank after trimming', () => {
    expect(validateContact({ ...valid, fullName: '' }).fullName).toBe(
      validationMessages.fullNameRequired,
    );
    expect(validateContact({ ...valid, fullName: ' \t ' }).fullName).toBe(
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
      expect(validateContact({ ...valid, fullName: name }), name).toEqual({});
    }
  });

  it('reports both fields in the specification order', () => {
    const errors = validateContact({ fullName: '', email: '', company: '' });
    expect(errors).toEqual({
      fullName: validationMessages.fullNameRequired,
      email: validationMessages.emailRequired,
    });
    expect(invalidFields(errors)).toEqual(['fullName', 'email']);
    expect(invalidFields(validateContact({ ...valid, email: 'nope' }))).toEqual(['email']);
  });

  it('counts characters, not code units, against the limits', () => {
    expect(validateContact({ ...valid, fullName: '😀'.repeat(FIELD_LIMITS.fullName) })).toEqual({});
    expect(
      validateContact({ ...valid, fullName: 'a'.repeat(FIELD_LIMITS.fullName + 1) }).fullName,
    ).toBe(lengthMessages.fullName);
    expect(
      validateContact({ ...valid, company: 'c'.repeat(FIELD_LIMITS.company + 1) }).company,
    ).toBe(lengthMessages.company);
    expect(validateContact({ ...valid, company: 'c'.repeat(FIELD_LIMITS.company) })).toEqual({});
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
    expect(contactFieldError('fullName', ' ')).toBe(validationMessages.fullNameRequired);
    expect(contactFieldError('fullName', 'Ada')).toBeUndefined();
    expect(contactFieldError('email', 'ada@example')).toBe(validationMessages.emailInvalid);
    expect(contactFieldError('email', 'ada@example.com')).toBeUndefined();
    expect(contactFieldError('company', 'x'.repeat(FIELD_LIMITS.company + 1))).toBe(
      lengthMessages.company,
    );
    expect(contactFieldError('company', '')).toBeUndefined();
  });
});
