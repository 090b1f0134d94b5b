import { siteConfig } from '../../config/site';
import { SEND_THROTTLE_MS, SEND_TIMEOUT_MS } from '../../config/spec';
import { safeStorage } from '../../lib/safe-storage';
import { requireEmailSettings } from './email-config';
import { OfflineError } from './email-errors';
import { withDeadline } from './send-deadline';
import { createSendThrottle } from './send-throttle';

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

/**
 * One send per form every SEND_THROTTLE_MS, remembered in local storage across reloads. Blocked
 * storage (a visitor who blocks site data) still limits sends within the page, never fails one.
 */
const takeSendSlot = createSendThrottle(
  safeStorage(() => window.localStorage),
  SEND_THROTTLE_MS,
);

/**
 * Per form, the template parameters of a send that timed out and was then answered with success:
 * it did reach the agency. Sending the same values again is not repeated, it is reported as done.
 */
const deliveredLate = new Map<EmailForm, string>();

/** What a send ended with: sent now, or found to have arrived already after its deadline. */
export type SendResult = 'sent' | 'delivered-late';

/**
 * Sends one form's template once, and ends within SEND_TIMEOUT_MS: with no answer by then it
 * rejects with a SendTimeoutError. Never retried behind the visitor's back (a retry could send
 * twice); the caller keeps what they typed so they can send again.
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
  if (!takeSendSlot(`humanoid-${form}`)) throw new EmailApiError(429, 'Too Many Requests');
  const request = postEmail({
    origin: siteConfig.emailjs.origin,
    publicKey,
    serviceId,
    templateId: template.id,
    templateParams,
  });
  await withDeadline(request, SEND_TIMEOUT_MS, (late) => {
    if (late.ok) deliveredLate.set(form, key);
    console.info(
      `The ${form} send that timed out was answered after all:`,
      late.ok ? 'delivered' : late.error,
    );
  });
  return 'sent';
};
