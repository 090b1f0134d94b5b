import { describe, expect, it } from 'vitest';
import { copyFor } from '../../src/content/copy';
import {
  buildMailto,
  contactFallbackMailto,
  MAILTO_MAX_LENGTH,
  newsletterFallbackMailto,
} from '../../src/features/lead-forms/fallback-mail';
import { formWordsOf } from '../../src/features/lead-forms/form-rules';
import { fillMessage } from '../../src/lib/utils';

const { mailFallback: sendFallback } = formWordsOf(copyFor('en'));

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

describe('buildMailto', () => {
  it('encodes subject and body as RFC 6068 asks: %20 for spaces, CRLF line breaks', () => {
    const href = buildMailto({
      to: 'hello@humanoid.dev',
      subject: 'Contact request',
      body: 'a\nb',
    });
    expect(href).toBe('mailto:hello@humanoid.dev?subject=Contact%20request&body=a%0D%0Ab');
  });

  it('keeps what a visitor typed as text: & ? # + = % and non-Latin scripts survive', () => {
    const body = 'Tom & Jerry? #1 + 50% = ok; 山田太郎 — Zoë 🚀';
    const href = buildMailto({ to: 'hello@humanoid.dev', subject: 's', body });
    expect(href).not.toMatch(/[ #+]/);
    expect(href.split('?')).toHaveLength(2);
    expect(href.split('&')).toHaveLength(2);
    expect(open(href).body).toBe(body.replace(/\n/g, '\r\n'));
  });

  it('shortens a long body by whole characters to stay under the length mail apps open', () => {
    const body = '🚀'.repeat(2000);
    const href = buildMailto({ to: 'hello@humanoid.dev', subject: 'Contact request', body });
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const read = open(href).body ?? '';
    expect(read.endsWith('…')).toBe(true);
    expect(Array.from(read.slice(0, -1)).every((character) => character === '🚀')).toBe(true);
  });

  it('leaves a body that fits untouched', () => {
    const href = buildMailto({ to: 'a@b.co', subject: 's', body: 'x'.repeat(100) });
    expect(open(href).body).toBe('x'.repeat(100));
  });
});

describe('the failure toasts’ "Email us instead" links', () => {
  it('carry the typed name, email and company of a contact request', () => {
    const href = contactFallbackMailto(
      'hello@humanoid.dev',
      {
        fullName: '  Ada Lovelace ',
        email: 'ada@analytical.engines',
        company: 'Babbage & Co',
      },
      sendFallback,
    );
    const mail = open(href);
    expect(mail.to).toBe('hello@humanoid.dev');
    expect(mail.subject).toBe(sendFallback.contact.subject);
    expect(mail.body).toContain('Name: Ada Lovelace\r\n');
    expect(mail.body).toContain('Email: ada@analytical.engines\r\n');
    expect(mail.body).toContain('Company: Babbage & Co\r\n');
  });

  it.each([
    ['en', 'Company: Not provided'],
    ['de', 'Unternehmen: nicht angegeben'],
  ] as const)('%s: says so for an empty company, in the page’s language', (locale, line) => {
    const words = formWordsOf(copyFor(locale)).mailFallback;
    const empty = { fullName: 'A', email: 'a@b.co', company: ' ' };
    const mail = open(contactFallbackMailto('hello@humanoid.dev', empty, words));
    expect(mail.subject).toBe(words.contact.subject);
    expect(mail.body).toContain(line);
  });

  it('carry the address of a newsletter subscription', () => {
    const mail = open(
      newsletterFallbackMailto('hello@humanoid.dev', ' ada+news@analytical.engines ', sendFallback),
    );
    expect(mail.subject).toBe(sendFallback.newsletter.subject);
    expect(mail.body?.endsWith('\r\n\r\nada+news@analytical.engines')).toBe(true);
  });
});

describe('fillMessage', () => {
  it('fills named placeholders and leaves unknown ones as they are', () => {
    expect(
      fillMessage('call {phone} within {seconds} s {other}', { phone: '+1 415', seconds: 15 }),
    ).toBe('call +1 415 within 15 s {other}');
  });
});
