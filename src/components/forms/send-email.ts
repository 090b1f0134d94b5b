import { siteConfig } from '../../config/site';
import { requireEmailSettings } from '../../lib/email-config';
import { OfflineError } from '../../lib/email-errors';
import { safeStorage } from '../../lib/safe-storage';

/** Milliseconds between two sends of the same form (the EmailJS SDK's own rate limit). */
export const SEND_THROTTLE_MS = 10_000;

type Form = 'contact' | 'newsletter';

const templates = {
  contact: {
    id: siteConfig.emailjs.contactTemplateId,
    variable: 'WAKU_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID',
  },
  newsletter: {
    id: siteConfig.emailjs.newsletterTemplateId,
    variable: 'WAKU_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID',
  },
} as const;

let sdk: Promise<typeof import('@emailjs/browser')> | null = null;

/**
 * Where the SDK's rate limit remembers the last send. Passed explicitly: `init()` would otherwise
 * replace the SDK's default storage with nothing and silently switch the limit off. Storage that
 * is blocked (private modes) just means no limit, never a failed send.
 */
const localStorageArea = safeStorage(() => window.localStorage);
const rateLimitStorage = {
  get: async (key: string) => localStorageArea.get(key),
  set: async (key: string, value: string) => localStorageArea.set(key, value),
  remove: async (key: string) => localStorageArea.remove(key),
};

/** The EmailJS SDK, loaded on the first send only (it is not needed before). */
const loadSdk = () => {
  sdk ??= import('@emailjs/browser')
    .then((module) => {
      module.init({
        publicKey: siteConfig.emailjs.publicKey,
        origin: siteConfig.emailjs.origin,
        blockHeadless: false,
        storageProvider: rateLimitStorage,
      });
      return module;
    })
    .catch((error: unknown) => {
      sdk = null; // a failed download (flaky network) is tried again on the next send
      throw error;
    });
  return sdk;
};

/**
 * Sends one form's template once. Never retried behind the visitor's back (a retry could send
 * twice); the caller keeps what they typed so they can send again.
 */
export const sendEmail = async (form: Form, templateParams: Record<string, string>) => {
  const template = templates[form];
  const { publicKey, serviceId } = siteConfig.emailjs;
  requireEmailSettings({ publicKey, serviceId, templateId: template.id }, template.variable);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new OfflineError('The browser is offline');
  }
  const emailjs = await loadSdk();
  return emailjs.send(serviceId, template.id, templateParams, {
    publicKey,
    blockHeadless: false,
    limitRate: { id: `humanoid-${form}`, throttle: SEND_THROTTLE_MS },
    storageProvider: rateLimitStorage,
  });
};
