'use client';

import { type InputHTMLAttributes, memo } from 'react';
import { siteConfig } from '../../config/site';
import type { ContactContent } from '../../content/contact';
import {
  CONTACT_FIELDS,
  CONTACT_INPUT_NAMES,
  type ContactField,
  FIELD_LIMITS,
  type FormWords,
} from '../../features/lead-forms/form-rules';
import { ProviderForm } from '../../features/lead-forms/provider-form';
import { FormField } from '../../ui/form-field';
import { useContactForm } from './use-contact-form';

type Input = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'required'>;

const INPUTS: Record<ContactField, Input & { id: string }> = {
  fullName: { id: 'contact-full-name', required: true },
  email: { id: 'contact-email', type: 'email', inputMode: 'email', required: true },
  company: { id: 'contact-company' },
};

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

/** The contact request: full name, email and an optional company (CONTACT-1). */
export const ContactForm = ({ contact, words }: Props) => {
  const { formRef, values, errors, submitting, change, submit } = useContactForm(words);
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
