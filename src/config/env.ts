/**
 * Reads the site's configuration from environment variables, with demo defaults.
 *
 * Pure: give it any record of variables (import.meta.env at build time, a plain object
 * in tests). Only `WAKU_PUBLIC_` variables reach the browser, so every value here is
 * public by design. A variable set to an empty string stays empty: for the EmailJS ids
 * that is how a deployment says "not configured", and sending then explains what to set.
 */
export type EnvRecord = Readonly<Record<string, string | boolean | undefined>>;

export const envDefaults = {
  WAKU_PUBLIC_SITE_URL: 'https://humanoid.dev',
  WAKU_PUBLIC_PHONE: '+1 (415) 555-0142',
  WAKU_PUBLIC_EMAIL: 'hello@humanoid.dev',
  WAKU_PUBLIC_LEDGIQUE_URL: 'https://ledgique.com',
  WAKU_PUBLIC_CAL_ORIGIN: 'https://app.cal.com',
  WAKU_PUBLIC_CAL_LINK: 'humanoid/onboarding-call',
  WAKU_PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com',
  WAKU_PUBLIC_EMAILJS_PUBLIC_KEY: 'hmn_demo_9f2KqL7vXw',
  WAKU_PUBLIC_EMAILJS_SERVICE_ID: 'service_humanoid',
  WAKU_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
  WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID: 'template_newsletter',
  WAKU_PUBLIC_ANALYTICS: 'auto',
} as const;

export type EnvName = keyof typeof envDefaults;

const read = (env: EnvRecord, name: EnvName): string => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : envDefaults[name];
};

const ANALYTICS_SETTINGS = ['auto', 'vercel', 'off'] as const;

/**
 * Vercel's Web Analytics and Speed Insights, on or off. `auto` turns them on when the build runs on
 * Vercel (which sets VERCEL=1 at build time), where their scripts exist, and off anywhere else, so
 * no other host is asked for a script it does not have; `vercel` and `off` force it. Any other
 * value is a mistake the build stops on.
 */
export const resolveAnalytics = (setting: string, vercel: unknown): 'vercel' | 'off' => {
  if (!(ANALYTICS_SETTINGS as readonly string[]).includes(setting)) {
    throw new Error(
      `WAKU_PUBLIC_ANALYTICS must be one of ${ANALYTICS_SETTINGS.join(', ')}, not "${setting}".`,
    );
  }
  if (setting === 'auto') return vercel === '1' || vercel === true ? 'vercel' : 'off';
  return setting as 'vercel' | 'off';
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export const readSiteConfig = (env: EnvRecord) => {
  const calOrigin = withoutTrailingSlash(read(env, 'WAKU_PUBLIC_CAL_ORIGIN'));
  const calLink = read(env, 'WAKU_PUBLIC_CAL_LINK').replace(/^\/+/, '');
  return {
    name: 'Humanoid',
    url: withoutTrailingSlash(read(env, 'WAKU_PUBLIC_SITE_URL')),
    phone: read(env, 'WAKU_PUBLIC_PHONE'),
    email: read(env, 'WAKU_PUBLIC_EMAIL'),
    sisterProduct: {
      name: 'Ledgique',
      url: read(env, 'WAKU_PUBLIC_LEDGIQUE_URL'),
    },
    scheduler: {
      namespace: 'onboarding-call',
      layout: 'month_view',
      origin: calOrigin,
      embedScriptUrl: `${calOrigin}/embed/embed.js`,
      link: calLink,
      /** Where bookings live (app.cal.com serves them from cal.com); the embed is initialised with it. */
      bookingOrigin: calOrigin.replace('://app.', '://'),
      /** The public booking page: the fallback when the embed cannot load. */
      bookingUrl: `${calOrigin.replace('://app.', '://')}/${calLink}`,
    },
    /** Vercel Web Analytics and Speed Insights in production builds ('vercel'), or none ('off'). */
    analytics: resolveAnalytics(read(env, 'WAKU_PUBLIC_ANALYTICS'), env.VERCEL),
    emailjs: {
      origin: withoutTrailingSlash(read(env, 'WAKU_PUBLIC_EMAILJS_ORIGIN')),
      /** Where the forms post without JavaScript (the API's form-data variant). */
      sendFormUrl: `${withoutTrailingSlash(read(env, 'WAKU_PUBLIC_EMAILJS_ORIGIN'))}/api/v1.0/email/send-form`,
      publicKey: read(env, 'WAKU_PUBLIC_EMAILJS_PUBLIC_KEY'),
      serviceId: read(env, 'WAKU_PUBLIC_EMAILJS_SERVICE_ID'),
      contactTemplateId: read(env, 'WAKU_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID'),
      newsletterTemplateId: read(env, 'WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID'),
    },
  };
};

export type SiteConfig = ReturnType<typeof readSiteConfig>;
