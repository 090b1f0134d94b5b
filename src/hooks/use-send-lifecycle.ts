'use client';

import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { failureToast } from '../browser/failure-toast';
import { describeEmailError } from '../lib/email-errors';
import { FORM_STATE } from '../lib/form-guard-attributes';
import { showToastAtom } from '../state/toasts';

type Options = {
  /** Logged before a failure's wording, e.g. "Contact request failed:". */
  logPrefix: string;
  /**
   * Takes into state what the form's inputs hold when the client takes over: what the visitor
   * typed before (the prerendered inputs were usable), or what the browser restored.
   */
  adopt: (form: HTMLFormElement) => void;
};

/**
 * The submit lifecycle both forms share:
 * - the take-over: the client validates from now on (`noValidate`), adopts what was typed, marks
 *   the form as its own so the head's guard (form-guard-script.tsx) stops holding submits, and
 *   sends a submit the guard held, once, through the form's usual handler;
 * - one send at a time (`run`), the form disabled meanwhile;
 * - `fail`, which logs the catalogue's wording and shows the failure toast with its second way.
 */
export const useSendLifecycle = ({ logPrefix, adopt }: Options) => {
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

  const fail = (
    error: unknown,
    generic: { title: string; description?: string },
    mailto: string,
  ) => {
    const failure = describeEmailError(error);
    console.error(logPrefix, failure.description, error);
    showToast(failureToast(failure, generic, mailto));
  };

  return { formRef, statusRef, submitting, run, fail, showToast };
};
