import { describe, expect, it } from 'vitest';
import { copyFor } from '../../src/content/copy';
import type { EmailFailure } from '../../src/features/lead-forms/email-errors';
import {
  buildMailto,
  contactFallbackMailto,
  failureToast,
  MAILTO_MAX_LENGTH,
} from '../../src/features/lead-forms/fallback-mail';
import { formWordsOf } from '../../src/features/lead-forms/form-rules';

/** What a mail app reads from the link. */
const open = (href: string) => {
  const [address = '', query = ''] = href.replace(/^mailto:/, '').split('?');
  const params = new URLSearchParams(query);
  return {
    to: decodeURIComponent(address),
    subject: params.get('subject'),
    body: params.get('body'),
  };
};
const mail = (body: string) => buildMailto('Contact request', body);

describe('buildMailto', () => {
  it('encodes subject and body as RFC 6068 asks: %20 for spaces, CRLF line breaks', () => {
    expect(mail('a\nb')).toBe('mailto:hello@humanoid.dev?subject=Contact%20request&body=a%0D%0Ab');
  });

  it('keeps what a visitor typed as text: & ? # + = % and non-Latin scripts survive', () => {
    const body = 'Tom & Jerry? #1 + 50% = ok; 山田太郎 — Zoë 🚀';
    const href = mail(body);
    expect(href).not.toMatch(/[ #+]/);
    expect(href.split('?')).toHaveLength(2);
    expect(href.split('&')).toHaveLength(2);
    expect(open(href).body).toBe(body);
  });

  it('shortens a long body by whole characters to stay under the length mail apps open', () => {
    const href = mail('🚀'.repeat(2000));
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const read = open(href).body ?? '';
    expect(read.endsWith('…')).toBe(true);
    expect(Array.from(read.slice(0, -1)).every((character) => character === '🚀')).toBe(true);
    expect(open(mail('x'.repeat(100))).body).toBe('x'.repeat(100));
  });
});

describe('contactFallbackMailto', () => {
  it.each([
    'en',
    'de',
  ] as const)('%s: lists each field under its label, an empty company as not provided', (locale) => {
    const words = formWordsOf(copyFor(locale)).mailFallback;
    const { labels, companyNotProvided } = words.contact;
    const typed = { fullName: 'Jane O’Brien', email: 'jane+leads@example.com', company: ' ' };
    const body = open(contactFallbackMailto(typed, words)).body;
    expect(body).toContain(
      `${labels.fullName}: ${typed.fullName}\r\n${labels.email}: ${typed.email}\r\n${labels.company}: ${companyNotProvided}`,
    );
  });
});

describe('failureToast', () => {
  const words = formWordsOf(copyFor('en'));
  const { sendToasts, mailFallback } = words;
  const generic = sendToasts.newsletterFailure;
  const timeout = /^[^{}]*\b15\b[^{}]*$/; // the seconds filled in, no placeholder left

  it.each([
    ['headless', generic.description],
    ['forbidden', generic.description],
    ['network', generic.description],
    ['config', generic.description],
    ['server', generic.description],
    ['rate-limit', sendToasts.tooSoon],
    ['offline', sendToasts.offline],
    ['timeout', timeout],
  ] as const)('keeps the form’s title for %s, with its own advice or the form’s, and Email us instead', (kind, description) => {
    const failure: EmailFailure = { kind, description: '' };
    const toast = failureToast(failure, generic, 'mailto:x', words);
    expect(toast).toMatchObject({ title: generic.title, tone: 'error' });
    expect(toast.description).toMatch(description);
    expect(toast.action).toEqual({ label: mailFallback.action, href: 'mailto:x' });
  });
});
