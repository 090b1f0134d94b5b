import { HELD_SUBMIT_LIMIT_MS } from '../../config/spec';
import { headScript } from '../../lib/head-script';

/**
 * How a form, the head's guard and the client agree on who handles a submit: the guard holds a
 * `guarded` form's submits until the client marks it `client`; `held` marks one waiting, and its
 * `status` element shows the words of its `heldMessage` attribute (the guard has none of its own).
 */
export const FORM_STATE = {
  guarded: 'data-hold-submit',
  client: 'data-client',
  held: 'data-held',
  status: 'data-form-status',
  heldMessage: 'data-held-message',
} as const;

type SubmitGuardOptions = Record<keyof typeof FORM_STATE, string> & { limitMs: number };

/**
 * Runs in <head> (DEC-2): a submit before the client owns the form is held, its status says so, and
 * the client sends it once (use-send-lifecycle.ts); with no client within `limitMs`, it is posted as
 * without JavaScript (DEC-3), never dropped. Serialised by headScript: no imports.
 */
function holdEarlySubmits(options: SubmitGuardOptions): void {
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
}

export const submitGuardScript = (): string =>
  headScript(holdEarlySubmits, { ...FORM_STATE, limitMs: HELD_SUBMIT_LIMIT_MS });
