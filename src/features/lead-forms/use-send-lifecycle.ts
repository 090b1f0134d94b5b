'use client';

import { useEffect, useRef, useState } from 'react';
import { showToast, type ToastRequest } from '../toasts/toast-queue';
import { describeEmailError } from './email-errors';
import { failureToast } from './fallback-mail';
import { type FormWords, HONEYPOT_FIELD, isBot } from './form-rules';
import { type EmailForm, sendEmail } from './send-email';
import { FORM_STATE } from './submit-guard';

type ToastText = Pick<ToastRequest, 'title' | 'description'>;

type Send = {
  params: Record<string, string>;
  onSent: () => void;
  success: ToastText;
  failure: ToastText;
  mailto: string;
};

type Options = {
  template: EmailForm;
  /** Takes into state what the inputs hold when the client takes over (typed before, or restored). */
  adopt: (typed: FormData) => void;
  words: FormWords;
};

/** Both forms' submits: the client adopts what was typed, sends a held submit once, then one at a time. */
export const useSendLifecycle = ({ template, adopt, words }: Options) => {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [heldSubmit, setHeldSubmit] = useState(false);
  const inFlight = useRef(false);
  const adoptOnce = useRef(adopt);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    adoptOnce.current(new FormData(form));
    form.setAttribute(FORM_STATE.client, '');
    if (form.hasAttribute(FORM_STATE.held)) {
      form.removeAttribute(FORM_STATE.held);
      form.querySelector(`[${FORM_STATE.status}]`)?.replaceChildren();
      setHeldSubmit(true);
    }
  }, []);

  // Runs after the adopted values are rendered, so the usual handler sees them.
  useEffect(() => {
    if (!heldSubmit) return;
    setHeldSubmit(false);
    formRef.current?.requestSubmit();
  }, [heldSubmit]);

  /** A filled honeypot sends nothing but succeeds all the same (DEC-7). */
  const send = async ({ params, onSent, success, failure, mailto }: Send) => {
    if (inFlight.current || !formRef.current) return;
    const bot = isBot(new FormData(formRef.current).get(HONEYPOT_FIELD));
    inFlight.current = true;
    setSubmitting(true);
    try {
      if (!bot) await sendEmail(template, params);
      onSent();
      showToast({ tone: 'success', ...success });
    } catch (error) {
      const described = describeEmailError(error);
      console.error(`The ${template} send failed:`, described.description, error);
      showToast(failureToast(described, failure, mailto, words));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { formRef, submitting, send };
};
