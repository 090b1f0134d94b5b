import { describe, expect, it } from 'vitest';
import {
  describeEmailError,
  EmailConfigError,
  OfflineError,
  requireEmailSettings,
} from '../../src/features/lead-forms/email-errors';

/** What the EmailJS SDK rejects with: an EmailJSResponseStatus. */
const status = (code: number, text: string) => ({ status: code, text });

describe('describeEmailError', () => {
  it('names the catalogue outcomes', () => {
    expect(describeEmailError(status(451, 'Unavailable For Headless Browser'))).toEqual({
      kind: 'headless',
      status: 451,
      description: 'Unavailable For Headless Browser',
    });
    expect(describeEmailError(status(403, 'Forbidden')).description).toBe('Forbidden');
    expect(describeEmailError(status(429, 'Too Many Requests'))).toMatchObject({
      kind: 'rate-limit',
      description: 'Too Many Requests',
    });
    expect(describeEmailError(status(0, 'Network Error'))).toMatchObject({
      kind: 'network',
      description: 'Network Error',
    });
  });

  it("gives any other status with the server's text", () => {
    expect(describeEmailError(status(500, 'Internal error'))).toEqual({
      kind: 'server',
      status: 500,
      description: '500 Internal error',
    });
    expect(describeEmailError(status(400, 'The template ID is invalid')).description).toBe(
      '400 The template ID is invalid',
    );
    expect(describeEmailError(status(502, '')).description).toBe('502');
  });

  it('treats a failed fetch as a network error', () => {
    expect(describeEmailError(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'network',
      status: 0,
      description: 'Network Error',
    });
    expect(describeEmailError(undefined).kind).toBe('network');
  });

  it('recognises our own offline and configuration errors', () => {
    expect(describeEmailError(new OfflineError('offline')).kind).toBe('offline');
    expect(describeEmailError(new EmailConfigError('Set X')).description).toBe('Set X');
  });
});

describe('requireEmailSettings', () => {
  const complete = { publicKey: 'pk', serviceId: 'service', templateId: 'template' };

  it('lets a complete configuration through', () => {
    expect(() =>
      requireEmailSettings(complete, 'WAKU_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID'),
    ).not.toThrow();
  });

  it('names the variable to set for each missing value', () => {
    expect(() => requireEmailSettings({ ...complete, publicKey: '' }, 'X')).toThrow(
      'The EmailJS public key is required: set WAKU_PUBLIC_EMAILJS_PUBLIC_KEY and rebuild.',
    );
    expect(() => requireEmailSettings({ ...complete, serviceId: ' ' }, 'X')).toThrow(
      /WAKU_PUBLIC_EMAILJS_SERVICE_ID/,
    );
    expect(() =>
      requireEmailSettings(
        { ...complete, templateId: '' },
        'WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID',
      ),
    ).toThrow(
      'The EmailJS template id is required: set WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID and rebuild.',
    );
    expect(() => requireEmailSettings({ ...complete, templateId: '' }, 'X')).toThrow(
      EmailConfigError,
    );
  });
});
