import * as v from 'valibot';
import { countryName, type Locale, locales, prefixedLocales } from './locales';

export type Booking = { link: string; url: string };

export type EnvRecord = Readonly<Record<string, string | boolean | undefined>>;

/** Settings a live imprint must not keep at their demo value (the phone's 555 is fictional). */
const LEGAL_DEMO_SETTINGS = [
  'WAKU_PUBLIC_LEGAL_NAME',
  'WAKU_PUBLIC_LEGAL_ADDRESS',
  'WAKU_PUBLIC_LEGAL_REPRESENTATIVE',
  'WAKU_PUBLIC_LEGAL_REGISTER',
  'WAKU_PUBLIC_LEGAL_VAT_ID',
  'WAKU_PUBLIC_PHONE',
] as const;

/** The hosts whose build environment says "this is a deployment", and who they are for the privacy policy. */
const HOSTS = [
  { variable: 'VERCEL', value: '1', name: 'Vercel Inc. (USA)' },
  { variable: 'NETLIFY', value: 'true', name: 'Netlify, Inc. (USA)' },
  { variable: 'CF_PAGES', value: '1', name: 'Cloudflare, Inc. (USA)' },
] as const;
const HTTP_URL = 'an http(s) URL';

/** Parses settings, or throws one line per wrong one: `<name> must be <what>, not "<value>".` */
export const checkSettings = <Schema extends v.GenericSchema>(schema: Schema, values: unknown) => {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return result.output;
  const lines = result.issues.map(
    (issue) =>
      `${v.getDotPath(issue)} must be ${issue.message}, not ${JSON.stringify(issue.input)}.`,
  );
  throw new Error(lines.join('\n'));
};

const url = v.pipe(v.string(), v.url(HTTP_URL), v.regex(/^https?:\/\//i, HTTP_URL));
const base = v.pipe(
  url,
  v.transform((value) => value.replace(/\/+$/, '')),
);
const text = (fallback: string) => v.optional(v.string(), fallback);
const required = (what: string, fallback: string) =>
  v.optional(v.pipe(v.string(), v.minLength(1, what)), fallback);
const oneOf = <const Options extends string[]>(...options: Options) =>
  v.picklist(options, `one of ${options.join(', ')}`);

const calLink = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/^\/+/, '')),
  v.regex(/^[\w.-]+(\/[\w.-]+)*$/, 'a Cal.com event link like user/event'),
);

/** `WAKU_PUBLIC_CAL_LINK_DE` …: a language's own event type, as the embed takes no language (DEC-26). */
const localeLinks = v.object(
  Object.fromEntries(
    prefixedLocales.map((code) => [
      `WAKU_PUBLIC_CAL_LINK_${code.toUpperCase()}`,
      v.optional(calLink),
    ]),
  ),
);

/** The `WAKU_PUBLIC_` settings (public by design), each with its demo default; validated at build time only. */
const envSchema = v.object({
  WAKU_PUBLIC_SITE_URL: v.optional(base, 'https://humanoid.dev'),
  // Every page shows it: set to empty, it stops the build like a wrong value.
  WAKU_PUBLIC_PHONE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\+?[\d ()./-]*\d[\d ()./-]*$/, 'a phone number like +1 (415) 555-0142'),
    ),
    '+1 (415) 555-0142',
  ),
  WAKU_PUBLIC_EMAIL: v.optional(
    v.pipe(v.string(), v.email('an email address')),
    'hello@humanoid.dev',
  ),
  WAKU_PUBLIC_LEDGIQUE_URL: v.optional(url, 'https://ledgique.com'),
  WAKU_PUBLIC_CAL_ORIGIN: v.optional(base, 'https://app.cal.com'),
  WAKU_PUBLIC_CAL_BOOKING_ORIGIN: v.optional(base, 'https://cal.com'),
  WAKU_PUBLIC_CAL_LINK: v.optional(calLink, 'humanoid/onboarding-call'),
  WAKU_PUBLIC_EMAILJS_ORIGIN: v.optional(
    v.union([v.literal(''), base], `${HTTP_URL}, or empty`),
    'https://api.emailjs.com',
  ),
  // Empty is how a deployment says "not configured": sending then names the variable to set.
  WAKU_PUBLIC_EMAILJS_PUBLIC_KEY: text('hmn_demo_9f2KqL7vXw'),
  WAKU_PUBLIC_EMAILJS_SERVICE_ID: text('service_humanoid'),
  WAKU_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: text('template_contact'),
  WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID: text('template_newsletter'),
  WAKU_PUBLIC_ANALYTICS: v.optional(oneOf('auto', 'vercel', 'off'), 'auto'),
  WAKU_PUBLIC_CAL_LOAD: v.optional(oneOf('idle', 'click'), 'idle'),
  // The imprint's details (§5 DDG): demo values a build on a real host refuses (LEGAL_DEMO_SETTINGS).
  WAKU_PUBLIC_LEGAL_NAME: required(
    'the legal name and form, like Humanoid GmbH',
    'Humanoid Demo GmbH',
  ),
  WAKU_PUBLIC_LEGAL_ADDRESS: required('a postal address', 'Musterstraße 1, 10115 Berlin'),
  WAKU_PUBLIC_LEGAL_COUNTRY: v.optional(
    v.pipe(v.string(), v.regex(/^([A-Z]{2})?$/, 'a country code like DE, or empty')),
    'DE',
  ),
  WAKU_PUBLIC_LEGAL_REPRESENTATIVE: required('who represents the company', 'Erika Mustermann'),
  // Empty leaves the line out: not every provider is registered or has a VAT ID.
  WAKU_PUBLIC_LEGAL_REGISTER: text('Amtsgericht Berlin-Charlottenburg, HRB 000000'),
  WAKU_PUBLIC_LEGAL_VAT_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^([A-Z]{2}[0-9A-Z+*.]{2,12})?$/, 'a VAT ID like DE123456789, or empty'),
    ),
    'DE000000000',
  ),
  WAKU_PUBLIC_LEGAL_CONTENT_RESPONSIBLE: text(''),
  WAKU_PUBLIC_LEGAL_UPDATED: v.optional(
    v.pipe(v.string(), v.isoDate('a date like 2026-11-29')),
    '2026-11-29',
  ),
  WAKU_PUBLIC_HOSTING_PROVIDER: text(''),
});

export const readSiteConfig = (env: EnvRecord) => {
  // import.meta.env also holds booleans (DEV, PROD): only strings are settings; unset ones take defaults.
  const strings = Object.fromEntries(
    Object.entries(env).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value.trim()]] : [],
    ),
  );
  const settings = checkSettings(v.intersect([envSchema, localeLinks]), strings);
  // A build on a known host is a deployment: the imprint must not keep its demo details there.
  const host = HOSTS.find(({ variable, value }) => String(env[variable]) === value);
  const demo = LEGAL_DEMO_SETTINGS.filter(
    (name) => settings[name] === v.getDefault(envSchema.entries[name]),
  );
  if (host && demo.length > 0) {
    throw new Error(
      `This build runs on ${host.variable}=${host.value}, but the imprint still has demo details. ` +
        `Set ${demo.join(', ')} (README, Legal pages).`,
    );
  }
  // An address set before the country was a setting ends in it: the pages would name it twice.
  const countryNames = locales.map(({ code }) =>
    countryName(code, settings.WAKU_PUBLIC_LEGAL_COUNTRY),
  );
  if (countryNames.some((name) => name && settings.WAKU_PUBLIC_LEGAL_ADDRESS.endsWith(name))) {
    throw new Error(
      'WAKU_PUBLIC_LEGAL_ADDRESS ends in its country: leave that to WAKU_PUBLIC_LEGAL_COUNTRY.',
    );
  }
  const analytics = settings.WAKU_PUBLIC_ANALYTICS;
  const bookingOrigin = settings.WAKU_PUBLIC_CAL_BOOKING_ORIGIN;
  const emailjsOrigin = settings.WAKU_PUBLIC_EMAILJS_ORIGIN;
  return {
    name: 'Humanoid',
    url: settings.WAKU_PUBLIC_SITE_URL,
    phone: settings.WAKU_PUBLIC_PHONE,
    email: settings.WAKU_PUBLIC_EMAIL,
    sisterProduct: { name: 'Ledgique', url: settings.WAKU_PUBLIC_LEDGIQUE_URL },
    scheduler: {
      namespace: 'onboarding-call',
      layout: 'month_view',
      origin: settings.WAKU_PUBLIC_CAL_ORIGIN,
      embedScriptUrl: `${settings.WAKU_PUBLIC_CAL_ORIGIN}/embed/embed.js`,
      bookingOrigin,
      /** `idle`: the embed after load; `click`: nothing from Cal.com before the visitor agrees. */
      load: settings.WAKU_PUBLIC_CAL_LOAD,
    },
    bookings: Object.fromEntries(
      locales.map(({ code }) => {
        const name = `WAKU_PUBLIC_CAL_LINK_${code.toUpperCase()}`;
        const link = settings[name] || settings.WAKU_PUBLIC_CAL_LINK;
        return [code, { link, url: `${bookingOrigin}/${link}` }];
      }),
    ) as Record<Locale, Booking>,
    // `auto` is on only for a build on Vercel (VERCEL=1), the one host serving their scripts (DEC-15).
    analytics: analytics !== 'auto' ? analytics : String(env.VERCEL) === '1' ? 'vercel' : 'off',
    legal: {
      name: settings.WAKU_PUBLIC_LEGAL_NAME,
      address: settings.WAKU_PUBLIC_LEGAL_ADDRESS,
      country: settings.WAKU_PUBLIC_LEGAL_COUNTRY,
      representative: settings.WAKU_PUBLIC_LEGAL_REPRESENTATIVE,
      register: settings.WAKU_PUBLIC_LEGAL_REGISTER,
      vatId: settings.WAKU_PUBLIC_LEGAL_VAT_ID,
      /** Empty: the representative at the address (legal-documents.tsx, in the page's language). */
      contentResponsible: settings.WAKU_PUBLIC_LEGAL_CONTENT_RESPONSIBLE,
      updated: settings.WAKU_PUBLIC_LEGAL_UPDATED,
      /** Named in the privacy policy; the build's host when it is one we know. */
      hostingProvider: settings.WAKU_PUBLIC_HOSTING_PROVIDER || host?.name || '',
    },
    emailjs: {
      origin: emailjsOrigin,
      /** Where the forms post without JavaScript (DEC-3). */
      sendFormUrl: `${emailjsOrigin}/api/v1.0/email/send-form`,
      publicKey: settings.WAKU_PUBLIC_EMAILJS_PUBLIC_KEY,
      serviceId: settings.WAKU_PUBLIC_EMAILJS_SERVICE_ID,
      contactTemplateId: settings.WAKU_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
      newsletterTemplateId: settings.WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID,
    },
  };
};

export type SiteConfig = ReturnType<typeof readSiteConfig>;

/** Client code gets `siteConfig`; what only server components read (the imprint, each language's booking) stays apart. */
export const splitSiteConfig = ({ legal, bookings, ...site }: SiteConfig) => ({
  siteConfig: site,
  legalConfig: legal,
  bookings,
});

/** The one typed configuration; Vite replaces this module by its validated value (vite-plugin.ts). */
export const { siteConfig, legalConfig, bookings } = splitSiteConfig(
  readSiteConfig(globalThis.process?.env ?? ({} as EnvRecord)),
);
