import { siteConfig } from '../../config/site';
import { SEND_THROTTLE_MS, SEND_TIMEOUT_MS } from '../../config/spec';
import { safeStorage } from '../../lib/utils';
import { requireEmailSettings, SendFailure, withDeadline } from './email-errors';

export type EmailForm = 'contact' | 'newsletter';

let sdk: Promise<typeof import('@emailjs/browser')> | null = null;

/** Where the rate limit (DEC-8) keeps the last send: local storage, or memory when site data is blocked. */
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

const loadSdk = () => {
  // The SDK reads `typeof localStorage` as it loads, which throws when site data is blocked.
  try {
    void window.localStorage;
  } catch {
    Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
  }
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

/** Per form, the parameters of a send that timed out but reached the agency: not sent again. */
const deliveredLate = new Map<EmailForm, string>();

/** Sends a form's template once, within SEND_TIMEOUT_MS (DEC-1); never retried, as a retry could send twice. */
export const sendEmail = async (form: EmailForm, templateParams: Record<string, string>) => {
  const templateId = siteConfig.emailjs[`${form}TemplateId` as const];
  const templateVariable = `WAKU_PUBLIC_EMAILJS_${form.toUpperCase()}_TEMPLATE_ID`;
  const { publicKey, serviceId } = siteConfig.emailjs;
  requireEmailSettings([
    ['The EmailJS public key', 'WAKU_PUBLIC_EMAILJS_PUBLIC_KEY', publicKey],
    ['The EmailJS service id', 'WAKU_PUBLIC_EMAILJS_SERVICE_ID', serviceId],
    ['The EmailJS template id', templateVariable, templateId],
  ]);
  const key = JSON.stringify(templateParams);
  if (deliveredLate.get(form) === key) {
    deliveredLate.delete(form);
    return;
  }
  if (!navigator.onLine) {
    throw new SendFailure({ kind: 'offline', description: 'Network Error (offline)' });
  }
  // The SDK's throttle (DEC-8) rejects as the server's own limit does (429): the visitor's repeat is told apart here.
  const throttleId = `humanoid-${form}`;
  if (Date.now() - Number((await rateLimitStorage.get(throttleId)) ?? 0) < SEND_THROTTLE_MS) {
    throw new SendFailure({ kind: 'rate-limit', description: 'Too Many Requests' });
  }
  const request = loadSdk().then((emailjs) =>
    emailjs.send(serviceId, templateId, templateParams, {
      limitRate: { id: throttleId, throttle: SEND_THROTTLE_MS },
    }),
  );
  await withDeadline(request, SEND_TIMEOUT_MS, (late) => {
    if (late.status === 'fulfilled') deliveredLate.set(form, key);
    console.info(
      `The ${form} send that timed out was answered after all:`,
      late.status === 'fulfilled' ? 'delivered' : late.reason,
    );
  }).catch(async (error: unknown) => {
    // A failed send holds nothing back: trying again goes out at once, not told "you just sent this form".
    await rateLimitStorage.remove(throttleId);
    throw error;
  });
};
