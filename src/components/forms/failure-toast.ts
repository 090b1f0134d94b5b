import type { EmailFailure } from '../../lib/email-errors';
import type { ToastRequest } from '../../state/toasts';

/** Failures with their own advice; every other failure gets the form's generic message. */
export const specificFailureToast = (failure: EmailFailure): Omit<ToastRequest, 'id'> | null => {
  if (failure.kind === 'rate-limit') {
    return {
      tone: 'info',
      title: 'Please wait a moment',
      description:
        'You just sent this form. Try again in a few seconds; what you typed is still here.',
    };
  }
  if (failure.kind === 'offline') {
    return {
      tone: 'destructive',
      title: 'You appear to be offline',
      description:
        'Nothing was sent. Check your connection and send again; what you typed is kept.',
    };
  }
  return null;
};
