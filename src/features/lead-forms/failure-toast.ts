import { siteConfig } from '../../config/site';
import { SEND_TIMEOUT_MS } from '../../config/spec';
import { fillMessage } from '../../lib/fill-message';
import type { ToastRequest } from '../toasts';
import type { EmailFailure } from './email-errors';
import type { FormWords } from './form-words';

/**
 * A failed send's toast (DEC-4): the form's fixed title (CONTACT-9, NEWS-6) and "Email us instead"
 * with what the visitor typed; too soon, offline and no answer have their own description.
 */
export const failureToast = (
  failure: EmailFailure,
  generic: Pick<ToastRequest, 'title' | 'description'>,
  mailto: string,
  { sendToasts, mailFallback }: FormWords,
): Omit<ToastRequest, 'id'> => {
  const ownDescriptions: Partial<Record<EmailFailure['kind'], string>> = {
    'rate-limit': sendToasts.tooSoon,
    offline: sendToasts.offline,
    timeout: fillMessage(mailFallback.timeoutHint, {
      seconds: SEND_TIMEOUT_MS / 1000,
      phone: siteConfig.phone,
    }),
  };
  const description = ownDescriptions[failure.kind] ?? generic.description;
  const action = { label: mailFallback.action, href: mailto };
  return { tone: 'destructive', title: generic.title, description, action };
};
