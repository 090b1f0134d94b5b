import { describe, expect, it } from 'vitest';
import { copyFor } from '../../src/content/copy';
import { type PolicySettings, privacyPolicy } from '../../src/features/legal/privacy-policy';

const settings: PolicySettings = {
  email: 'privacy@acme.example',
  phone: '+49 30 1234567',
  analytics: 'off',
  legal: {
    name: 'Acme Software GmbH',
    address: 'Torstraße 1, 10119 Berlin',
    representative: 'Ada Lovelace',
    hostingProvider: 'Netlify, Inc. (USA)',
  },
  scheduler: { load: 'idle' },
  emailjs: { origin: 'https://api.emailjs.com', publicKey: 'pk' },
};
const words = copyFor('en').legal.privacy;
const ids = (overrides: Partial<PolicySettings>) =>
  privacyPolicy(words, { ...settings, ...overrides }).map(({ id }) => id);

describe('privacyPolicy', () => {
  it('keeps a title whole at its hyphens: "E-Mail" broke after its "E-" on a phone', () => {
    const titles = privacyPolicy(copyFor('de').legal.privacy, settings).map(({ title }) => title);
    expect(titles).toContain('Kontaktformular, E-\u2060Mail und Telefon');
    expect(titles.join()).not.toMatch(/-(?!\u2060)/);
  });
  it('has a section for each feature that is on, and none for one that is off', () => {
    expect(ids({})).toEqual([
      'controller',
      'hosting',
      'contact',
      'newsletter',
      'emailjs',
      'booking',
      'storage',
      'transfers',
      'rights',
      'complaint',
    ]);
    expect(ids({})).not.toContain('analytics');
    expect(ids({ analytics: 'vercel' })).toContain('analytics');
    expect(ids({ emailjs: { origin: '', publicKey: '' } })).not.toContain('emailjs');
  });

  it('says when Cal.com is contacted in each loading mode, and keeps the consent only when asked for', () => {
    const booking = (load: 'idle' | 'click', policyWords = words) => {
      const policy = privacyPolicy(policyWords, { ...settings, scheduler: { load } });
      return {
        text: policy.find(({ id }) => id === 'booking')?.body.join(' '),
        kept: policy.find(({ id }) => id === 'storage')?.body.find(Array.isArray),
      };
    };
    expect(booking('idle').text).toContain(words.bookingIdle.body);
    expect(booking('click').text).toContain(words.bookingClick.body);
    expect(booking('idle').kept).not.toContain(words.storage.consent);
    expect(booking('click').kept).toContain(words.storage.consent);
    for (const load of ['idle', 'click'] as const) {
      const german = booking(load, copyFor('de').legal.privacy);
      for (const { kept } of [booking(load), german]) expect(kept?.at(-1)).toMatch(/\.$/); // the list ends
    }
  });

  it('names the controller, the host and the contact from the settings', () => {
    const text = privacyPolicy(words, settings)
      .flatMap(({ body }) => body.flat())
      .join(' ');
    for (const detail of ['Acme Software GmbH', 'Torstraße 1, 10119 Berlin', 'Ada Lovelace']) {
      expect(text).toContain(detail);
    }
    expect(text).toContain('served by Netlify, Inc. (USA)');
    expect(text).toContain('write to privacy@acme.example');
    expect(text).not.toMatch(/\{\w+\}/);
    const unnamed = { ...settings, legal: { ...settings.legal, hostingProvider: '' } };
    const [, hosting] = privacyPolicy(copyFor('de').legal.privacy, unnamed);
    expect(hosting?.body[0]).toContain('die unser Hosting-Anbieter ausliefert'); // the subject: nominative
  });
});
