'use client';

import { type ComponentProps, memo } from 'react';
import { siteConfig } from '../../config/site';
import type { ContactContent } from '../../content/sections';
import { contactFallbackMailto } from '../../features/lead-forms/fallback-mail';
import {
  CONTACT_INPUTS,
  type ContactField,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  type FormWords,
} from '../../features/lead-forms/form-rules';
import { ProviderForm } from '../../features/lead-forms/provider-form';
import { useLeadForm } from '../../features/lead-forms/use-lead-form';
import { fillMessage, onOneLine } from '../../lib/utils';
import { FormField } from '../../ui/form-field';

const INPUTS = {
  fullName: { id: 'contact-full-name', required: true },
  email: {
    id: 'contact-email',
    type: 'email',
    pattern: EMAIL_PATTERN,
    inputMode: 'email',
    required: true,
  },
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
    name={CONTACT_INPUTS[field]}
    {...copy}
    maxLength={FIELD_LIMITS[field]}
    {...state}
    onChange={(event) => state.onChange(field, event.target.value)}
  />
));

type Props = { contact: ContactContent; words: FormWords };

/** The contact request (CONTACT-1): values kept as a session draft, errors in the order of CONTACT-2…4. */
export const ContactForm = ({ contact, words }: Props) => {
  const { form, fields, values, errors, change, submitting } = useLeadForm({
    template: 'contact',
    inputs: CONTACT_INPUTS,
    words,
    success: { title: words.sendToasts.contactSuccess },
    failure: {
      title: words.sendToasts.contactFailure,
      description: fillMessage(words.mailFallback.contactHint, {
        phone: onOneLine(siteConfig.phone),
      }),
    },
    mailto: contactFallbackMailto,
  });

  return (
    <ProviderForm
      {...form}
      className="card grid gap-5 p-6 shadow-card md:p-8"
      submitLabel={contact.submit}
      aria-label={contact.formLabel}
    >
      <fieldset disabled={submitting} className="grid gap-5">
        {fields.map((field) => (
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
