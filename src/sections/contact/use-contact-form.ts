'use client';

import { useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { specificFailureToast } from '../../components/forms/failure-toast';
import { sendEmail } from '../../components/forms/send-email';
import { useSessionDraft } from '../../components/forms/use-session-draft';
import { toastMessages } from '../../content/messages';
import { describeEmailError } from '../../lib/email-errors';
import { contactTemplateParams } from '../../lib/email-payload';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  HONEYPOT_FIELD,
  invalidFields,
  isBot,
  validateContact,
} from '../../lib/form-rules';
import { showToastAtom } from '../../state/toasts';

const EMPTY: ContactValues = { fullName: '', email: '', company: '' };
export const CONTACT_DRAFT_KEY = 'humanoid:contact-draft';

/**
 * The contact form's state: values (kept as a session draft), errors in the specification's order,
 * and one send at a time. Success clears everything; failure keeps every field as typed.
 */
export const useContactForm = () => {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const showToast = useSetAtom(showToastAtom);

  const restore = useCallback((draft: Partial<ContactValues>) => {
    setValues((current) => ({
      fullName: typeof draft.fullName === 'string' ? draft.fullName : current.fullName,
      email: typeof draft.email === 'string' ? draft.email : current.email,
      company: typeof draft.company === 'string' ? draft.company : current.company,
    }));
  }, []);
  const clearDraft = useSessionDraft(CONTACT_DRAFT_KEY, values, restore);

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been flagged, its message follows the visitor's corrections.
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: validateContact(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const found = validateContact(values);
    setErrors(found);
    const [firstInvalid] = invalidFields(found);
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const honeypot = new FormData(form).get(HONEYPOT_FIELD);
      if (!isBot(typeof honeypot === 'string' ? honeypot : '')) {
        await sendEmail('contact', contactTemplateParams(values));
      }
      setValues(EMPTY);
      clearDraft();
      showToast({ tone: 'success', title: toastMessages.contactSuccess });
    } catch (error) {
      const failure = describeEmailError(error);
      console.error('Contact request failed:', failure.description, error);
      showToast(
        specificFailureToast(failure) ?? {
          tone: 'destructive',
          title: toastMessages.contactFailure,
        },
      );
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, change, submit };
};
