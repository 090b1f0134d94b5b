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
 * Where the SDK's rate limit (DEC-8) remembers the last send: local storage, so a reload does not
 * reset it, and memory, so it still holds for a visitor who blocks site data. Passed explicitly:
 * `init()` would otherwise replace the SDK's default storage with nothing and switch the limit off.
 */
const localStorageArea = safeStorage(() => window.localStorage);
const lastSends = new Map<string, string>();
const rateLimitStorage = {
  get: async (key: string) => localStorageArea.get(key) ?? lastSends.get(key) ?? null,
  set: async (key: string, value: string) => {
    lastSends.set(key, value);
    localStorageArea.set(key, value);
  },
  remove: async (key: string) => {
    lastSends.delete(key);
    localStorageArea.remove(key);
  },
};

/**
 * The SDK reads `typeof localStorage` as its module loads. For a visitor who blocks site data that
 * read throws, the import fails and no send could start; where it throws, `localStorage` is shadowed
 * with `undefined`, which the SDK takes for "no storage" (and so does everything else on the page,
 * which keeps only conveniences there).
 */
const shadowBlockedLocalStorage = () => {
  try {
    void window.localStorage;
  } catch {
    Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
  }
};

/** The EmailJS SDK, loaded on the first send only (it is not needed before). */
const loadSdk = () => {
  shadowBlockedLocalStorage();
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
