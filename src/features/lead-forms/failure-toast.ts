import { siteConfig } from '../../config/site';
import { SEND_TIMEOUT_MS } from '../../config/spec';
import { sendFallback, toastMessages } from '../../content/messages';
import { fillMessage } from '../../lib/fill-message';
import type { ToastRequest } from '../toasts';
import type { EmailFailure } from './email-errors';

type Toast = Omit<ToastRequest, 'id'>;

/**
 * The toast for a failed send: the form's own failure toast (`generic`, the specification's title),
 * offering "Email us instead" (`mailto`, with what the visitor typed), so the agency is reached even
 * when the provider is down. Failures with their own advice (too soon, offline, no answer) say so in
 * the description; the title never changes.
 */
export const failureToast = (
  failure: EmailFailure,
  generic: { title: string; description?: string },
  mailto: string,
): Toast => {
  const description =
    failure.kind === 'rate-limit'
      ? toastMessages.tooSoon
      : failure.kind === 'offline'
        ? toastMessages.offline
        : failure.kind === 'timeout'
          ? fillMessage(sendFallback.timeoutHint, {
              seconds: SEND_TIMEOUT_MS / 1000,
              phone: siteConfig.phone,
            })
          : generic.description;
  const action = { label: sendFallback.action, href: mailto };
  return { tone: 'destructive', title: generic.title, description, action };
};
