'use client';

import { type ComponentProps, type FormEvent, memo, useCallback, useState } from 'react';
import { siteConfig } from '../../config/site';
import type { ContactContent } from '../../content/sections';
import { contactFallbackMailto } from '../../features/lead-forms/fallback-mail';
import {
  CONTACT_FIELDS,
  CONTACT_INPUT_NAMES,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactTemplateParams,
  FIELD_LIMITS,
  type FormWords,
  fieldError,
  validateContact,
} from '../../features/lead-forms/form-rules';
import { ProviderForm } from '../../features/lead-forms/provider-form';
import { useSendLifecycle } from '../../features/lead-forms/use-send-lifecycle';
import { useSessionDraft } from '../../features/lead-forms/use-session-draft';
import { fillMessage } from '../../lib/utils';
import { FormField } from '../../ui/form-field';

const EMPTY: ContactValues = { fullName: '', email: '', company: '' };
export const CONTACT_DRAFT_KEY = 'humanoid:contact-draft';

const INPUTS = {
  fullName: { id: 'contact-full-name', required: true },
  email: { id: 'contact-email', type: 'email', inputMode: 'email', required: true },
  company: { id: 'contact-company' },
} satisfies Record<ContactField, ComponentProps<'input'> & { id: string }>;

type FieldProps = {
  field: ContactField;
  copy: ContactContent['fields'][ContactField];
  value: string;
  error: string | undefined;
  onChange: (field: ContactField, value: string) => void;
};

/** One field of the contact request; memoised, so a keystroke renders only the field typed in. */
const ContactFormField = memo(({ field, copy, ...state }: FieldProps) => (
  <FormField
    {...INPUTS[field]}
    name={CONTACT_INPUT_NAMES[field]}
    {...copy}
    maxLength={FIELD_LIMITS[field]}
    {...state}
    onChange={(event) => state.onChange(field, event.target.value)}
  />
));

type Props = { contact: ContactContent; words: FormWords };

/** The contact request (CONTACT-1): values kept as a session draft, errors in the order of CONTACT-2…4. */
export const ContactForm = ({ contact, words }: Props) => {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});

  const restore = useCallback((found: Partial<Record<ContactField, unknown>>) => {
    const typed = Object.entries(found).filter(
      ([field, value]) => Object.hasOwn(EMPTY, field) && typeof value === 'string',
    );
    setValues((current) => ({ ...current, ...Object.fromEntries(typed) }));
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
    const found = validateContact(values, words.forms);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      (
        event.currentTarget.elements.namedItem(
          CONTACT_INPUT_NAMES[firstInvalid],
        ) as HTMLInputElement
      ).focus();
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
      mailto: contactFallbackMailto(values, words.mailFallback),
    });
  };

  return (
    <ProviderForm
      ref={formRef}
      className="card grid gap-5 p-6 shadow-card md:p-8"
      aria-label={contact.formLabel}
      templateId={siteConfig.emailjs.contactTemplateId}
      words={words.forms}
      onSubmit={submit}
    >
      <fieldset disabled={submitting} className="grid gap-5">
        {CONTACT_FIELDS.map((field) => (
          <ContactFormField
            key={field}
            field={field}
            copy={contact.fields[field]}
            value={values[field]}
            error={errors[field]}
            onChange={change}
          />
        ))}
        <button type="submit" className="btn-primary mt-1 w-full">
          {submitting ? words.forms.submitting : contact.submit}
        </button>
      </fieldset>
    </ProviderForm>
  );
};
