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
  /** Takes into state what the inputs hold when the client takes over (typed before, or restored). */
  adopt: (form: HTMLFormElement) => void;
  words: FormWords;
};

/**
 * The submit lifecycle both forms share. At the take-over the client validates from now on, adopts
 * what was typed, marks the form as its own (submit-guard.ts) and sends a held submit once; `send`
 * runs one send at a time and ends with the success toast or the failure toast.
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

  /** Sends a validated form; a filled honeypot sends nothing but succeeds all the same (DEC-7). */
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
        const described = describeEmailError(error);
        console.error(logPrefix, described.description, error);
        showToast(failureToast(described, failure, mailto, words));
      }
    });
  };

  return { formRef, statusRef, submitting, send, showToast };
};
