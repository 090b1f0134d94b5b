import { siteConfig } from '../../config/site';
import { SEND_TIMEOUT_MS } from '../../config/spec';
import { fillMessage } from '../../lib/fill-message';
import type { ToastRequest } from '../toasts';
import type { EmailFailure } from './email-errors';
import type { FormWords } from './form-words';

type Toast = Omit<ToastRequest, 'id'>;

/**
 * The toast for a failed send: the form's own failure toast (`generic`, the title CONTACT-9 and NEWS-6 fix),
 * offering "Email us instead" (`mailto`, with what the visitor typed), so the agency is reached even
 * when the provider is down. Failures with their own advice (too soon, offline, no answer) say so in
 * the description; the title never changes.
 */
export const failureToast = (
  failure: EmailFailure,
  generic: { title: string; description?: string },
  mailto: string,
  { sendToasts, mailFallback }: FormWords,
): Toast => {
  const description =
    failure.kind === 'rate-limit'
      ? sendToasts.tooSoon
      : failure.kind === 'offline'
        ? sendToasts.offline
        : failure.kind === 'timeout'
          ? fillMessage(mailFallback.timeoutHint, {
              seconds: SEND_TIMEOUT_MS / 1000,
              phone: siteConfig.phone,
            })
          : generic.description;
  const action = { label: mailFallback.action, href: mailto };
  return { tone: 'destructive', title: generic.title, description, action };
};
