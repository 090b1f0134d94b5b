'use client';

import { type FormEvent, useCallback, useState } from 'react';
import { siteConfig } from '../../config/site';
import {
  CONTACT_FIELDS,
  CONTACT_INPUT_NAMES,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactFallbackMailto,
  contactFieldError,
  contactTemplateParams,
  type FormWords,
  invalidFields,
  useSendLifecycle,
  useSessionDraft,
  validateContact,
} from '../../features/lead-forms';
import { fillMessage } from '../../lib/fill-message';

const EMPTY: ContactValues = { fullName: '', email: '', company: '' };
export const CONTACT_DRAFT_KEY = 'humanoid:contact-draft';

/** What the form's inputs hold, by field (typed before the client took over, or restored). */
const readInputs = (form: HTMLFormElement): Partial<ContactValues> => {
  const data = new FormData(form);
  const values: Partial<ContactValues> = {};
  for (const field of CONTACT_FIELDS) {
    const value = data.get(CONTACT_INPUT_NAMES[field]);
    if (typeof value === 'string' && value !== '') values[field] = value;
  }
  return values;
};

/** The contact form's state: values kept as a session draft, errors in the order of CONTACT-2…4. */
export const useContactForm = (words: FormWords) => {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});

  const restore = useCallback((draft: Partial<ContactValues>) => {
    setValues((current) => ({
      fullName: typeof draft.fullName === 'string' ? draft.fullName : current.fullName,
      email: typeof draft.email === 'string' ? draft.email : current.email,
      company: typeof draft.company === 'string' ? draft.company : current.company,
    }));
  }, []);
  const clearDraft = useSessionDraft(CONTACT_DRAFT_KEY, values, restore);
  const { formRef, statusRef, submitting, send } = useSendLifecycle({
    logPrefix: 'Contact request failed:',
    words,
    adopt: (form) => restore(readInputs(form)),
  });

  // Stable, so a keystroke renders only the field typed in.
  const change = useCallback(
    (field: ContactField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      // Once a field has been flagged, its message follows the visitor's corrections.
      setErrors((current) =>
        current[field] === undefined
          ? current
          : { ...current, [field]: contactFieldError(field, value, words.forms) },
      );
    },
    [words],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateContact(values, words.forms);
    setErrors(found);
    const [firstInvalid] = invalidFields(found);
    if (firstInvalid) {
      form
        .querySelector<HTMLInputElement>(`[name="${CONTACT_INPUT_NAMES[firstInvalid]}"]`)
        ?.focus();
      return;
    }
    void send(form, {
      template: 'contact',
      params: contactTemplateParams(values),
      onSent: () => {
        setValues(EMPTY);
        clearDraft();
      },
      success: { title: words.sendToasts.contactSuccess },
      failure: {
        title: words.sendToasts.contactFailure,
        description: fillMessage(words.mailFallback.contactHint, { phone: siteConfig.phone }),
      },
      mailto: contactFallbackMailto(siteConfig.email, values, words.mailFallback),
    });
  };

  return { formRef, statusRef, values, errors, submitting, change, submit };
};
