import type { SiteConfig } from '../../config/site';
import type { Copy } from '../../content/copy';
import { fillMessage, onOneLine, unbrokenAtHyphens } from '../../lib/utils';

type Words = Copy['legal']['privacy'];

/** What the policy is written from: the settings that switch a section on or change its words. */
export type PolicySettings = Pick<SiteConfig, 'email' | 'phone' | 'analytics'> & {
  legal: Pick<SiteConfig['legal'], 'name' | 'address' | 'representative' | 'hostingProvider'>;
  scheduler: Pick<SiteConfig['scheduler'], 'load'>;
  emailjs: Pick<SiteConfig['emailjs'], 'origin' | 'publicKey'>;
};

/** A section of the policy: its paragraphs in order, a list among them as an array. */
type PolicySection = { id: string; title: string; body: (string | string[])[] };

/** A section's words: its title, body and legal basis; every other entry is an item of its list, in order. */
type SectionWords = { title: string; body: string; basis?: string } & Record<string, string>;

/** The privacy policy's sections for this build: a feature that is off has no section. */
export const privacyPolicy = (words: Words, settings: PolicySettings): PolicySection[] => {
  const { legal } = settings;
  const fill = (text: string) =>
    fillMessage(text, {
      legalName: legal.name,
      address: legal.address,
      representative: legal.representative,
      email: settings.email,
      phone: onOneLine(settings.phone),
      host: legal.hostingProvider || words.someHost,
    });
  const section = (id: string, { title, body, basis, ...items }: SectionWords): PolicySection => {
    const list = Object.values(items);
    return {
      id,
      title: unbrokenAtHyphens(title), // "E-Mail" broke after its "E-" at 320 px
      body: [fill(body), ...(list.length ? [list] : []), ...(basis ? [fill(basis)] : [])],
    };
  };
  const clickToLoad = settings.scheduler.load === 'click';
  const { consent, ...storage } = words.storage;
  const { how, ...rights } = words.rights; // how to use them, the closing line where others say their basis
  return [
    section('controller', words.controller),
    section('hosting', words.hosting),
    section('contact', words.contact),
    section('newsletter', words.newsletter),
    ...(settings.emailjs.origin && settings.emailjs.publicKey
      ? [section('emailjs', words.emailjs)]
      : []),
    section('booking', clickToLoad ? words.bookingClick : words.bookingIdle),
    ...(settings.analytics === 'vercel' ? [section('analytics', words.analytics)] : []),
    section('storage', clickToLoad ? words.storage : storage),
    section('transfers', words.transfers),
    section('rights', { ...rights, basis: how }),
    section('complaint', words.complaint),
  ];
};
