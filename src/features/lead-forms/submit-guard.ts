import { HELD_SUBMIT_LIMIT_MS } from '../../config/spec';
import { headScript } from '../../lib/head-script';

/** How a form, the head's guard and the client agree on who handles a submit (DEC-2). */
export const FORM_STATE = {
  guarded: 'data-hold-submit',
  client: 'data-client',
  held: 'data-held',
  status: 'data-form-status',
  heldMessage: 'data-held-message',
  sent: 'data-sent',
} as const;

/** Runs in <head>: holds a submit until the client owns the form; posts it after `limitMs`, or as the page is left (DEC-2, DEC-3). */
function holdEarlySubmits(options: typeof FORM_STATE & { limitMs: number }): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement | null;
      if (!form?.hasAttribute?.(options.guarded) || form.hasAttribute(options.client)) return;
      event.preventDefault();
      if (form.hasAttribute(options.held)) return;
      form.setAttribute(options.held, '');
      const status = form.querySelector(`[${options.status}]`);
      if (status) status.textContent = status.getAttribute(options.heldMessage);
      setTimeout(() => {
        if (!form.hasAttribute(options.held) || form.hasAttribute(options.client)) return;
        form.removeAttribute(options.held);
        form.submit();
      }, options.limitMs);
    },
    true,
  );
  // A visitor who leaves (or switches away) before the client: the held request goes as they do.
  document.addEventListener('visibilitychange', () => {
    const held = `form[${options.held}]:not([${options.client}])`;
    for (const form of document.querySelectorAll<HTMLFormElement>(held))
      if (document.hidden && navigator.sendBeacon(form.action, new FormData(form))) {
        form.removeAttribute(options.held);
        form.setAttribute(options.sent, '');
      }
  });
}

export const submitGuardScript = (): string =>
  headScript(holdEarlySubmits, { ...FORM_STATE, limitMs: HELD_SUBMIT_LIMIT_MS });
