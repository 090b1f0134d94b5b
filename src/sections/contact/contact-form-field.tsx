'use client';

import { type InputHTMLAttributes, memo } from 'react';
import type { ContactContent } from '../../content/contact';
import { CONTACT_INPUT_NAMES, type ContactField, FIELD_LIMITS } from '../../features/lead-forms';
import { FormField } from '../../ui/form-field';

type Input = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'required'>;

const INPUTS: Record<ContactField, Input & { id: string }> = {
  fullName: { id: 'contact-full-name', required: true },
  email: { id: 'contact-email', type: 'email', inputMode: 'email', required: true },
  company: { id: 'contact-company' },
};

type Props = {
  field: ContactField;
  copy: ContactContent['fields'][ContactField];
  value: string;
  error: string | undefined;
  onChange: (field: ContactField, value: string) => void;
};

/** One field of the contact request; memoised, so a keystroke renders only the field typed in. */
export const ContactFormField = memo(function ContactFormField({ field, copy, ...state }: Props) {
  return (
    <FormField
      {...INPUTS[field]}
      name={CONTACT_INPUT_NAMES[field]}
      {...copy}
      maxLength={FIELD_LIMITS[field]}
      {...state}
      onChange={(event) => state.onChange(field, event.target.value)}
    />
  );
});
