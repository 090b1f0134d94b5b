import { describe, expect, it } from 'vitest';
import {
  contactTemplateParams,
  newsletterTemplateParams,
} from '../../src/features/lead-forms/email-payload';

// The exact payloads of a typical send, and markup as plain text: e2e/contact.spec, resilience.spec.
describe('the template parameters', () => {
  it('send the trimmed values, the company as the message, Not provided for a blank one', () => {
    const values = { fullName: ' Ada ', email: ' ada@example.com', company: ' Engines Ltd ' };
    expect(contactTemplateParams(values)).toEqual({
      user_name: 'Ada',
      user_email: 'ada@example.com',
      message: 'Engines Ltd',
    });
    expect(contactTemplateParams({ ...values, company: '   ' }).message).toBe('Not provided');
    expect(newsletterTemplateParams(' reader@example.com ')).toEqual({
      email: 'reader@example.com',
    });
  });
});
