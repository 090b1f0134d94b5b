import { describe, expect, it } from 'vitest';
import { envDefaults, readSiteConfig } from '../../src/config/env';

describe('readSiteConfig', () => {
  it('falls back to the demo defaults', () => {
    const config = readSiteConfig({});
    expect(config.name).toBe('Humanoid');
    expect(config.url).toBe('https://humanoid.dev');
    expect(config.phone).toBe(envDefaults.WAKU_PUBLIC_PHONE);
    expect(config.email).toBe(envDefaults.WAKU_PUBLIC_EMAIL);
    expect(config.sisterProduct).toEqual({ name: 'Ledgique', url: 'https://ledgique.com' });
    expect(config.scheduler).toMatchObject({
      namespace: 'onboarding-call',
      layout: 'month_view',
      embedScriptUrl: 'https://app.cal.com/embed/embed.js',
      link: 'humanoid/onboarding-call',
      bookingUrl: 'https://cal.com/humanoid/onboarding-call',
    });
    expect(config.emailjs).toEqual({
      origin: 'https://api.emailjs.com',
      sendFormUrl: 'https://api.emailjs.com/api/v1.0/email/send-form',
      publicKey: envDefaults.WAKU_PUBLIC_EMAILJS_PUBLIC_KEY,
      serviceId: 'service_humanoid',
      contactTemplateId: 'template_contact',
      newsletterTemplateId: 'template_newsletter',
    });
  });

  it('takes every value from its environment variable', () => {
    const config = readSiteConfig({
      WAKU_PUBLIC_SITE_URL: 'https://example.agency/',
      WAKU_PUBLIC_PHONE: '+44 20 7946 0958',
      WAKU_PUBLIC_EMAIL: 'studio@example.agency',
      WAKU_PUBLIC_LEDGIQUE_URL: 'https://ledgique.example',
      WAKU_PUBLIC_CAL_ORIGIN: 'https://cal.example.com/',
      WAKU_PUBLIC_CAL_BOOKING_ORIGIN: 'https://book.example.com/',
      WAKU_PUBLIC_CAL_LINK: '/team/intro',
      WAKU_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:9999',
      WAKU_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_live',
      WAKU_PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
      WAKU_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'template_c',
      WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID: 'template_n',
    });
    expect(config.url).toBe('https://example.agency');
    expect(config.phone).toBe('+44 20 7946 0958');
    expect(config.email).toBe('studio@example.agency');
    expect(config.sisterProduct.url).toBe('https://ledgique.example');
    expect(config.scheduler.embedScriptUrl).toBe('https://cal.example.com/embed/embed.js');
    expect(config.scheduler.link).toBe('team/intro');
    expect(config.scheduler.bookingOrigin).toBe('https://book.example.com');
    expect(config.scheduler.bookingUrl).toBe('https://book.example.com/team/intro');
    expect(config.emailjs).toEqual({
      origin: 'http://127.0.0.1:9999',
      sendFormUrl: 'http://127.0.0.1:9999/api/v1.0/email/send-form',
      publicKey: 'pk_live',
      serviceId: 'service_x',
      contactTemplateId: 'template_c',
      newsletterTemplateId: 'template_n',
    });
  });

  it('keeps a variable set to empty as empty, so sending can say what is missing', () => {
    const config = readSiteConfig({ WAKU_PUBLIC_EMAILJS_PUBLIC_KEY: '  ' });
    expect(config.emailjs.publicKey).toBe('');
  });

  it('turns analytics on by default only where the build runs on Vercel (VERCEL=1)', () => {
    expect(readSiteConfig({}).analytics).toBe('off');
    expect(readSiteConfig({ VERCEL: '1' }).analytics).toBe('vercel');
    expect(readSiteConfig({ WAKU_PUBLIC_ANALYTICS: 'auto', VERCEL: '1' }).analytics).toBe('vercel');
    expect(readSiteConfig({ WAKU_PUBLIC_ANALYTICS: 'auto', VERCEL: '' }).analytics).toBe('off');
    expect(readSiteConfig({ WAKU_PUBLIC_ANALYTICS: 'auto', VERCEL: '0' }).analytics).toBe('off');
  });

  it('lets vercel and off force it either way', () => {
    expect(readSiteConfig({ WAKU_PUBLIC_ANALYTICS: 'off', VERCEL: '1' }).analytics).toBe('off');
    expect(readSiteConfig({ WAKU_PUBLIC_ANALYTICS: 'vercel' }).analytics).toBe('vercel');
    expect(readSiteConfig({ WAKU_PUBLIC_ANALYTICS: ' vercel ' }).analytics).toBe('vercel');
  });

  it('stops on a setting it does not know, naming the ones it does', () => {
    expect(() => readSiteConfig({ WAKU_PUBLIC_ANALYTICS: 'vercle' })).toThrow(
      'WAKU_PUBLIC_ANALYTICS must be one of auto, vercel, off, not "vercle".',
    );
  });

  it('initialises the embed with the booking origin, a setting of its own (a self-hosted Cal.com sets both)', () => {
    expect(readSiteConfig({}).scheduler.bookingOrigin).toBe('https://cal.com');
    const selfHosted = readSiteConfig({
      WAKU_PUBLIC_CAL_ORIGIN: 'https://app.cal.example.com',
      WAKU_PUBLIC_CAL_BOOKING_ORIGIN: 'https://cal.example.com',
    }).scheduler;
    expect(selfHosted.embedScriptUrl).toBe('https://app.cal.example.com/embed/embed.js');
    expect(selfHosted.bookingOrigin).toBe('https://cal.example.com');
    expect(
      readSiteConfig({ WAKU_PUBLIC_CAL_ORIGIN: 'https://app.cal.example.com' }).scheduler
        .bookingOrigin,
      'the embed script’s host says nothing about where bookings live',
    ).toBe('https://cal.com');
  });

  it('trims every value', () => {
    const config = readSiteConfig({
      WAKU_PUBLIC_SITE_URL: '  https://example.agency/ ',
      WAKU_PUBLIC_EMAIL: ' studio@example.agency\n',
      WAKU_PUBLIC_EMAILJS_SERVICE_ID: ' service_x ',
    });
    expect(config.url).toBe('https://example.agency');
    expect(config.email).toBe('studio@example.agency');
    expect(config.emailjs.serviceId).toBe('service_x');
  });

  it('keeps the EmailJS origin empty when set so (not configured), the others must be URLs', () => {
    expect(readSiteConfig({ WAKU_PUBLIC_EMAILJS_ORIGIN: '' }).emailjs.origin).toBe('');
    expect(() => readSiteConfig({ WAKU_PUBLIC_CAL_ORIGIN: '' })).toThrow(
      'WAKU_PUBLIC_CAL_ORIGIN must be an http(s) URL, not "".',
    );
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
      ].join('\n'),
    );
  });

  it('ignores variables that are not strings', () => {
    expect(readSiteConfig({ WAKU_PUBLIC_PHONE: true }).phone).toBe(envDefaults.WAKU_PUBLIC_PHONE);
  });

  it('books each language’s own event when its link is set, else the default one', () => {
    const site = readSiteConfig({
      WAKU_PUBLIC_CAL_LINK: 'acme/intro',
      WAKU_PUBLIC_CAL_LINK_DE: ' acme/erstgespraech ',
    });
    expect(site.scheduler.bookings).toEqual({
      en: { link: 'acme/intro', url: 'https://cal.com/acme/intro' },
      de: { link: 'acme/erstgespraech', url: 'https://cal.com/acme/erstgespraech' },
    });
    expect(readSiteConfig({}).scheduler.bookings.de).toEqual(
      readSiteConfig({}).scheduler.bookings.en,
    );
    expect(() => readSiteConfig({ WAKU_PUBLIC_CAL_LINK_DE: 'not a link' })).toThrow(
      'WAKU_PUBLIC_CAL_LINK_DE must be a Cal.com event link like user/event, not "not a link".',
    );
  });
});
