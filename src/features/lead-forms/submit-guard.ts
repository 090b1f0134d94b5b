import { HELD_SUBMIT_LIMIT_MS } from '../../config/spec';
import { FORM_STATE } from './guard-attributes';

/** Everything the guard needs, passed in: it is serialised into the page and sees nothing else. */
export type SubmitGuardOptions = {
  /** Marks a form whose submits are held until the client owns it. */
  guarded: string;
  /** Marks a form the client has taken over: never held. */
  client: string;
  /** Marks a form with a submit waiting. */
  held: string;
  /** Marks the form's status region. */
  status: string;
  /** The status region's attribute holding what to say while a submit waits, in the page's language. */
  heldMessage: string;
  /** How long a submit waits for the client before the form is posted without it. */
  limitMs: number;
};

/**
 * Runs in <head>, before any form exists, and stays until the client has taken over each form.
 * A submit of a guarded form that comes before the client has (the page's scripts load after the
 * first paint) is held instead of posted: the values stay where they are, the form's status region
 * says what is happening, and the client sends it once when it takes over
 * (use-send-lifecycle.ts). If the client has still not come after `limitMs` (a script that failed
 * to load), the form is posted as it would be without JavaScript, to the email provider's
 * send-form endpoint: a held submit is never dropped. Nothing ever goes into the URL.
 *
 * Serialised with `toString()`, so it must stay self-contained: no imports, no outer helpers.
 */
export function holdEarlySubmits(options: SubmitGuardOptions): void {
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

/** The guard as the page ships it: the function and its options, the same text on every page. */
export const submitGuardScript = (): string => {
  const options: SubmitGuardOptions = { ...FORM_STATE, limitMs: HELD_SUBMIT_LIMIT_MS };
  return `(${holdEarlySubmits.toString()})(${JSON.stringify(options)})`;
};
