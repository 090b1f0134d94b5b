'use client';

import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { showToastAtom } from '../toasts';
import { describeEmailError } from './email-errors';
import { failureToast } from './failure-toast';
import { HONEYPOT_FIELD, isBot } from './form-rules';
import type { FormWords } from './form-words';
import { FORM_STATE } from './guard-attributes';
import { type EmailForm, sendEmail } from './send-email';

type ToastText = { title: string; description?: string };

/** One send: the form's template and its parameters, what success clears and says, and the second way. */
type Send = {
  template: EmailForm;
  params: Record<string, string>;
  onSent: () => void;
  success: ToastText;
  failure: ToastText;
  /** "Email us instead": a mailto with what the visitor typed. */
  mailto: string;
};

type Options = {
  /** Logged before a failure's wording, e.g. "Contact request failed:". */
  logPrefix: string;
  /**
   * Takes into state what the form's inputs hold when the client takes over: what the visitor
   * typed before (the prerendered inputs were usable), or what the browser restored.
   */
  adopt: (form: HTMLFormElement) => void;
  /** The forms' words in the page's language, for the failure toast. */
  words: FormWords;
};

/**
 * The submit lifecycle both forms share:
 * - the take-over: the client validates from now on (`noValidate`), adopts what was typed, marks
 *   the form as its own so the head's guard (submit-guard.ts) stops holding submits, and
 *   sends a submit the guard held, once, through the form's usual handler;
 * - `send`: one send at a time, the form disabled meanwhile, the honeypot checked, then the success
 *   toast, or the catalogue's wording logged and the failure toast with its second way.
 */
export const useSendLifecycle = ({ logPrefix, adopt, words }: Options) => {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [heldSubmit, setHeldSubmit] = useState(false);
  const inFlight = useRef(false);
  const showToast = useSetAtom(showToastAtom);
  const adoptOnce = useRef(adopt);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    adoptOnce.current(form);
    form.setAttribute(FORM_STATE.client, '');
    if (form.hasAttribute(FORM_STATE.held)) {
      form.removeAttribute(FORM_STATE.held);
      if (statusRef.current) statusRef.current.textContent = '';
      setHeldSubmit(true);
    }
  }, []);

  // Runs after the adopted values are rendered, so the usual handler sees them.
  useEffect(() => {
    if (!heldSubmit) return;
    setHeldSubmit(false);
    formRef.current?.requestSubmit();
  }, [heldSubmit]);

  const run = async (send: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await send();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const fail = (error: unknown, failureMessage: ToastText, mailto: string) => {
    const failure = describeEmailError(error);
    console.error(logPrefix, failure.description, error);
    showToast(failureToast(failure, failureMessage, mailto, words));
  };

  /**
   * Sends a validated form once: nothing goes out when the honeypot is filled (a bot gets the
   * success all the same); on success `onSent` clears the form and the success toast shows; on
   * failure every field is kept and the failure toast offers `mailto`.
   */
  const send = (
    form: HTMLFormElement,
    { template, params, onSent, success, failure, mailto }: Send,
  ) => {
    const honeypot = new FormData(form).get(HONEYPOT_FIELD);
    void run(async () => {
      try {
        if (!isBot(typeof honeypot === 'string' ? honeypot : '')) {
          await sendEmail(template, params);
        }
        onSent();
        showToast({ tone: 'success', ...success });
      } catch (error) {
        fail(error, failure, mailto);
      }
    });
  };

  return { formRef, statusRef, submitting, send, showToast };
};
