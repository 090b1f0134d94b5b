import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/site';

/** An imprint a deployment may go live with. */
const realLegal = {
  WAKU_PUBLIC_LEGAL_NAME: 'Acme Software GmbH',
  WAKU_PUBLIC_LEGAL_ADDRESS: 'Torstraße 1, 10119 Berlin',
  WAKU_PUBLIC_LEGAL_REPRESENTATIVE: 'Ada Lovelace',
  WAKU_PUBLIC_LEGAL_REGISTER: '',
  WAKU_PUBLIC_LEGAL_VAT_ID: 'DE123456789',
  WAKU_PUBLIC_PHONE: '+49 30 1234567',
};

describe('readSiteConfig', () => {
  it('takes every value from its environment variable, trimmed', () => {
    const config = readSiteConfig({
      WAKU_PUBLIC_SITE_URL: '  https://example.agency/ ',
      WAKU_PUBLIC_PHONE: '+44 20 7946 0958',
      WAKU_PUBLIC_EMAIL: ' studio@example.agency\n',
      WAKU_PUBLIC_LEDGIQUE_URL: 'https://ledgique.example',
      WAKU_PUBLIC_CAL_ORIGIN: 'https://cal.example.com/',
      WAKU_PUBLIC_CAL_BOOKING_ORIGIN: 'https://book.example.com/',
      WAKU_PUBLIC_CAL_LINK: '/team/intro',
      WAKU_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:9999',
      WAKU_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_live',
      WAKU_PUBLIC_EMAILJS_SERVICE_ID: ' service_x ',
      WAKU_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'template_c',
      WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID: 'template_n',
    });
    expect(config).toMatchObject({
      url: 'https://example.agency',
      phone: '+44 20 7946 0958',
      email: 'studio@example.agency',
      sisterProduct: { url: 'https://ledgique.example' },
      scheduler: {
        embedScriptUrl: 'https://cal.example.com/embed/embed.js',
        bookingOrigin: 'https://book.example.com',
      },
      bookings: { en: { link: 'team/intro', url: 'https://book.example.com/team/intro' } },
      emailjs: {
        origin: 'http://127.0.0.1:9999',
        sendFormUrl: 'http://127.0.0.1:9999/api/v1.0/email/send-form',
        publicKey: 'pk_live',
        serviceId: 'service_x',
        contactTemplateId: 'template_c',
        newsletterTemplateId: 'template_n',
      },
    });
  });

  it('keeps the bookings at their own origin when only the embed script moves', () => {
    const { scheduler } = readSiteConfig({ WAKU_PUBLIC_CAL_ORIGIN: 'https://app.cal.example.com' });
    expect(scheduler.bookingOrigin).toBe(readSiteConfig({}).scheduler.bookingOrigin);
  });

  it('keeps an EmailJS setting set to empty as empty, so sending can say what is missing', () => {
    expect(readSiteConfig({ WAKU_PUBLIC_EMAILJS_PUBLIC_KEY: '  ' }).emailjs.publicKey).toBe('');
    expect(readSiteConfig({ WAKU_PUBLIC_EMAILJS_ORIGIN: '' }).emailjs.origin).toBe('');
    expect(() => readSiteConfig({ WAKU_PUBLIC_CAL_ORIGIN: '' })).toThrow(
      'WAKU_PUBLIC_CAL_ORIGIN must be an http(s) URL, not "".',
    );
  });

  it.each([
    [undefined, undefined, 'off'],
    [undefined, '1', 'vercel'],
    ['auto', '', 'off'],
    ['auto', '0', 'off'],
    ['off', '1', 'off'],
    [' vercel ', undefined, 'vercel'],
  ])('analytics %s on VERCEL=%s is %s', (setting, vercel, analytics) => {
    const env = { ...realLegal, WAKU_PUBLIC_ANALYTICS: setting, VERCEL: vercel };
    expect(readSiteConfig(env).analytics).toBe(analytics);
  });

  it('stops the build on a wrong value, one line per variable, naming it and what it must be', () => {
    expect(() =>
      readSiteConfig({
        WAKU_PUBLIC_SITE_URL: 'humanoid.dev',
        WAKU_PUBLIC_EMAIL: 'hello@',
        WAKU_PUBLIC_LEDGIQUE_URL: 'mailto:hello@ledgique.com',
        WAKU_PUBLIC_CAL_BOOKING_ORIGIN: 'cal.com',
        WAKU_PUBLIC_EMAILJS_ORIGIN: 'ftp://api.emailjs.com',
        WAKU_PUBLIC_PHONE: 'call us',
        WAKU_PUBLIC_CAL_LINK: 'https://cal.com/humanoid/onboarding-call',
        WAKU_PUBLIC_ANALYTICS: 'vercle',
        WAKU_PUBLIC_CAL_LOAD: 'onclick',
        WAKU_PUBLIC_LEGAL_NAME: ' ',
        WAKU_PUBLIC_LEGAL_COUNTRY: 'Germany',
        WAKU_PUBLIC_LEGAL_VAT_ID: '123',
        WAKU_PUBLIC_LEGAL_UPDATED: 'November 2026',
      }),
    ).toThrow(
      [
        'WAKU_PUBLIC_SITE_URL must be an http(s) URL, not "humanoid.dev".',
        'WAKU_PUBLIC_PHONE must be a phone number like +1 (415) 555-0142, not "call us".',
        'WAKU_PUBLIC_EMAIL must be an email address, not "hello@".',
        'WAKU_PUBLIC_LEDGIQUE_URL must be an http(s) URL, not "mailto:hello@ledgique.com".',
        'WAKU_PUBLIC_CAL_BOOKING_ORIGIN must be an http(s) URL, not "cal.com".',
        'WAKU_PUBLIC_CAL_LINK must be a Cal.com event link like user/event, not "https://cal.com/humanoid/onboarding-call".',
        'WAKU_PUBLIC_EMAILJS_ORIGIN must be an http(s) URL, or empty, not "ftp://api.emailjs.com".',
        'WAKU_PUBLIC_ANALYTICS must be one of auto, vercel, off, not "vercle".',
        'WAKU_PUBLIC_CAL_LOAD must be one of idle, click, not "onclick".',
        'WAKU_PUBLIC_LEGAL_NAME must be the legal name and form, like Humanoid GmbH, not "".',
        'WAKU_PUBLIC_LEGAL_COUNTRY must be a country code like DE, or empty, not "Germany".',
        'WAKU_PUBLIC_LEGAL_VAT_ID must be a VAT ID like DE123456789, or empty, not "123".',
        'WAKU_PUBLIC_LEGAL_UPDATED must be a date like 2026-11-29, not "November 2026".',
      ].join('\n'),
    );
  });

  it('stops the build on an address that still ends in its country, which the pages would name twice', () => {
    const address = 'Musterstraße 1, 10115 Berlin, Deutschland';
    expect(() => readSiteConfig({ WAKU_PUBLIC_LEGAL_ADDRESS: address })).toThrow(
      'ends in its country',
    );
  });

  it('ignores variables that are not strings', () => {
    expect(readSiteConfig({ WAKU_PUBLIC_PHONE: true }).phone).toBe(readSiteConfig({}).phone);
  });

  it('books each language’s own event when its link is set, else the default one', () => {
    const site = readSiteConfig({
      WAKU_PUBLIC_CAL_LINK: 'acme/intro',
      WAKU_PUBLIC_CAL_LINK_DE: ' acme/erstgespraech ',
    });
    expect(site.bookings).toEqual({
      en: { link: 'acme/intro', url: 'https://cal.com/acme/intro' },
      de: { link: 'acme/erstgespraech', url: 'https://cal.com/acme/erstgespraech' },
    });
    const { bookings } = readSiteConfig({});
    expect(bookings.de).toEqual(bookings.en);
    expect(() => readSiteConfig({ WAKU_PUBLIC_CAL_LINK_DE: 'not a link' })).toThrow(
      'WAKU_PUBLIC_CAL_LINK_DE must be a Cal.com event link like user/event, not "not a link".',
    );
  });

  it.each([
    ['VERCEL', '1'],
    ['NETLIFY', 'true'],
    ['CF_PAGES', '1'],
  ])('stops a build on %s=%s while the imprint has demo details, naming the settings to fill in', (host, value) => {
    expect(() => readSiteConfig({ [host]: value, WAKU_PUBLIC_LEGAL_NAME: 'Acme GmbH' })).toThrow(
      `This build runs on ${host}=${value}, but the imprint still has demo details. Set ` +
        'WAKU_PUBLIC_LEGAL_ADDRESS, WAKU_PUBLIC_LEGAL_REPRESENTATIVE, WAKU_PUBLIC_LEGAL_REGISTER, ' +
        'WAKU_PUBLIC_LEGAL_VAT_ID, WAKU_PUBLIC_PHONE (README, Legal pages).',
    );
    const { legal } = readSiteConfig({ [host]: value, ...realLegal });
    expect(legal).toMatchObject({ name: 'Acme Software GmbH', register: '' });
    expect(legal.hostingProvider).not.toBe('');
  });
});
