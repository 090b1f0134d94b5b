'use client';

import { type FormEvent, useCallback, useState } from 'react';
import { siteConfig } from '../../config/site';
import { contactFallbackMailto } from '../../features/lead-forms/fallback-mail';
import {
  CONTACT_FIELDS,
  CONTACT_INPUT_NAMES,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactTemplateParams,
  type FormWords,
  fieldError,
  validateContact,
} from '../../features/lead-forms/form-rules';
import { useSendLifecycle } from '../../features/lead-forms/use-send-lifecycle';
import { useSessionDraft } from '../../features/lead-forms/use-session-draft';
import { fillMessage } from '../../lib/utils';

const EMPTY: ContactValues = { fullName: '', email: '', company: '' };
export const CONTACT_DRAFT_KEY = 'humanoid:contact-draft';

/** The contact form's state: values kept as a session draft, errors in the order of CONTACT-2…4. */
export const useContactForm = (words: FormWords) => {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});

  const restore = useCallback((found: Partial<Record<ContactField, unknown>>) => {
    setValues((current) => ({
      fullName: typeof found.fullName === 'string' ? found.fullName : current.fullName,
      email: typeof found.email === 'string' ? found.email : current.email,
      company: typeof found.company === 'string' ? found.company : current.company,
    }));
  }, []);
  const clearDraft = useSessionDraft(CONTACT_DRAFT_KEY, values, restore);
  const { formRef, submitting, send } = useSendLifecycle({
    template: 'contact',
    words,
    adopt: (typed) =>
      restore(
        Object.fromEntries(
          CONTACT_FIELDS.map((field) => [field, typed.get(CONTACT_INPUT_NAMES[field])]),
        ),
      ),
  });

  // Stable, so a keystroke renders only the field typed in.
  const change = useCallback(
    (field: ContactField, value: string) => {
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateContact(values, words.forms);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      (form.elements.namedItem(CONTACT_INPUT_NAMES[firstInvalid]) as HTMLInputElement).focus();
      return;
    }
    void send({
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

  return { formRef, values, errors, submitting, change, submit };
};
