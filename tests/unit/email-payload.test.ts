import { describe, expect, it } from 'vitest';
import {
  contactTemplateParams,
  newsletterTemplateParams,
} from '../../src/features/lead-forms/email-payload';

describe('contactTemplateParams', () => {
  it('sends the name, the email and the company as the message', () => {
    expect(
      contactTemplateParams({
        fullName: ' Ada Lovelace ',
        email: ' ada@example.com',
        company: ' Engines Ltd ',
      }),
    ).toEqual({
      user_name: 'Ada Lovelace',
      user_email: 'ada@example.com',
      message: 'Engines Ltd',
    });
  });

  it('says Not provided when the company is empty or blank', () => {
    expect(contactTemplateParams({ fullName: 'Ada', email: 'a@b.co', company: '' }).message).toBe(
      'Not provided',
    );
    expect(
      contactTemplateParams({ fullName: 'Ada', email: 'a@b.co', company: '   ' }).message,
    ).toBe('Not provided');
  });

  it('passes markup and quotes through as plain text', () => {
    const params = contactTemplateParams({
      fullName: '<b>"Ada"</b>',
      email: 'a@b.co',
      company: "<script>alert('x')</script>",
    });
    expect(params.user_name).toBe('<b>"Ada"</b>');
    expect(params.message).toBe("<script>alert('x')</script>");
  });
});

describe('newsletterTemplateParams', () => {
  it('sends only the email', () => {
    expect(newsletterTemplateParams(' reader@example.com ')).toEqual({
      email: 'reader@example.com',
    });
  });
});
