import { siteConfig } from '../../config/site';
import { SEND_THROTTLE_MS, SEND_TIMEOUT_MS } from '../../config/spec';
import { safeStorage } from '../../lib/safe-storage';
import { requireEmailSettings } from './email-config';
import { OfflineError } from './email-errors';
import { withDeadline } from './send-deadline';

export type EmailForm = 'contact' | 'newsletter';

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
 * Per form, the template parameters of a send that timed out and was then answered with success:
 * it did reach the agency. Sending the same values again is not repeated, it is reported as done.
 */
const deliveredLate = new Map<EmailForm, string>();

/** What a send ended with: sent now, or found to have arrived already after its deadline. */
export type SendResult = 'sent' | 'delivered-late';

/**
 * Sends one form's template once, and ends within SEND_TIMEOUT_MS (the SDK's download included):
 * with no answer by then it rejects with a SendTimeoutError. Never retried behind the visitor's
 * back (a retry could send twice); the caller keeps what they typed so they can send again.
 */
export const sendEmail = async (
  form: EmailForm,
  templateParams: Record<string, string>,
): Promise<SendResult> => {
  const template = templates[form];
  const { publicKey, serviceId } = siteConfig.emailjs;
  requireEmailSettings({ publicKey, serviceId, templateId: template.id }, template.variable);
  const key = JSON.stringify(templateParams);
  if (deliveredLate.get(form) === key) {
    deliveredLate.delete(form);
    return 'delivered-late';
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new OfflineError('The browser is offline');
  }
  const request = loadSdk().then((emailjs) =>
    emailjs.send(serviceId, template.id, templateParams, {
      publicKey,
      blockHeadless: false,
      limitRate: { id: `humanoid-${form}`, throttle: SEND_THROTTLE_MS },
      storageProvider: rateLimitStorage,
    }),
  );
  await withDeadline(request, SEND_TIMEOUT_MS, (late) => {
    if (late.ok) deliveredLate.set(form, key);
    console.info(
      `The ${form} send that timed out was answered after all:`,
      late.ok ? 'delivered' : late.error,
    );
  });
  return 'sent';
};
