'use client';

import { type FormEvent, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { showToast, type ToastRequest } from '../toasts/toast-queue';
import { describeEmailError } from './email-errors';
import { failureToast } from './fallback-mail';
import {
  type ContactField,
  type FormWords,
  fieldError,
  HONEYPOT_FIELD,
  isBot,
  templateParams,
} from './form-rules';
import { type EmailForm, sendEmail } from './send-email';
import { FORM_STATE } from './submit-guard';
import { draftKey, useSessionDraft } from './use-session-draft';

type ToastText = Pick<ToastRequest, 'title' | 'description'>;

type Options<F extends ContactField> = {
  template: EmailForm;
  inputs: Record<F, string>;
  words: FormWords;
  success: ToastText;
  failure: ToastText;
  mailto: (values: Record<F, string>, words: FormWords['mailFallback']) => string;
  onInvalid?: (problem: string) => void;
};

/** Both forms: the client adopts what was typed and keeps its draft, checks fields, sends a held submit once, then one at a time. */
export const useLeadForm = <F extends ContactField>(options: Options<F>) => {
  const { template, inputs, words, success, failure, mailto, onInvalid } = options;
  const fields = Object.keys(inputs) as F[];
  const empty = Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [heldSubmit, setHeldSubmit] = useState<boolean | 'sent'>(false);
  const inFlight = useRef(false);

  const restore = useCallback(
    (found: Record<string, unknown>) => {
      const typed = Object.entries(found).filter(
        ([field, value]) => Object.hasOwn(inputs, field) && typeof value === 'string',
      );
      setValues((current) => ({ ...current, ...Object.fromEntries(typed) }));
    },
    [inputs],
  );

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    const typed = new FormData(form);
    restore(
      Object.fromEntries(
        Object.entries<string>(inputs).map(([field, name]) => [field, typed.get(name)]),
      ),
    );
    form.setAttribute(FORM_STATE.client, '');
    const held = form.hasAttribute(FORM_STATE.sent) ? 'sent' : form.hasAttribute(FORM_STATE.held);
    if (held) {
      form.removeAttribute(FORM_STATE.held);
      form.removeAttribute(FORM_STATE.sent);
      form.querySelector(`[${FORM_STATE.status}]`)?.replaceChildren();
      setHeldSubmit(held);
    }
  }, [inputs, restore]);

  const sentBeforeClient = useEffectEvent(() => {
    setValues(empty);
    showToast({ tone: 'success', ...success, from: template });
  });
  // Runs after the adopted values are rendered, so the usual handler sees them.
  useEffect(() => {
    if (!heldSubmit) return;
    setHeldSubmit(false);
    if (heldSubmit === 'sent') sentBeforeClient();
    else formRef.current?.requestSubmit();
  }, [heldSubmit]);

  const change = useCallback(
    (field: F, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      // Once a field has been flagged, its message follows the visitor's corrections.
      setErrors((current) =>
        current[field] === undefined
          ? current
          : { ...current, [field]: fieldError(field, value, words.forms) },
      );
    },
    [words],
  );

  /** Flags each field; a valid form is sent one at a time; a filled honeypot sends nothing but succeeds all the same (DEC-7). */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Partial<Record<F, string>> = {};
    for (const field of fields) found[field] = fieldError(field, values[field], words.forms);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      (form.elements.namedItem(inputs[firstInvalid]) as HTMLInputElement).focus();
      onInvalid?.(found[firstInvalid] as string);
      return;
    }
    if (inFlight.current) return;
    const bot = isBot(new FormData(form).get(HONEYPOT_FIELD));
    const sentFrom = document.activeElement;
    inFlight.current = true;
    setSubmitting(true);
    let toast: Omit<ToastRequest, 'id'>;
    try {
      if (!bot) await sendEmail(template, templateParams(inputs, values));
      setValues(empty);
      toast = { tone: 'success', ...success };
    } catch (error) {
      const described = describeEmailError(error);
      console.error(`The ${template} send failed:`, described.description, error);
      toast = failureToast(described, failure, mailto(values, words.mailFallback), words);
    }
    inFlight.current = false;
    // The disabled fieldset dropped the focus: it goes back, then the toast finds where to keep clear of.
    flushSync(() => setSubmitting(false));
    if (document.activeElement === document.body && sentFrom instanceof HTMLElement) {
      sentFrom.focus({ preventScroll: true });
    }
    showToast({ ...toast, from: template });
  };

  useSessionDraft(draftKey(template), values, restore);
  const form = { ref: formRef, template, words: words.forms, onSubmit };
  return { form, fields, values, errors, change, submitting };
};
