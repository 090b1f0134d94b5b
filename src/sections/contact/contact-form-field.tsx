'use client';

import { type InputHTMLAttributes, memo } from 'react';
import { contact } from '../../content/contact';
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
  value: string;
  error: string | undefined;
  onChange: (field: ContactField, value: string) => void;
};

/**
 * One field of the contact request: its copy, its rule's limit, its value and error. Memoised, with
 * a stable `onChange`, so a keystroke renders the field typed in and not its neighbours.
 */
export const ContactFormField = memo(function ContactFormField({
  field,
  value,
  error,
  onChange,
}: Props) {
  const { label, placeholder, autoComplete } = contact.fields[field];
  const { id, type, inputMode, required } = INPUTS[field];
  return (
    <FormField
      id={id}
      name={CONTACT_INPUT_NAMES[field]}
      type={type}
      inputMode={inputMode}
      label={label}
      hint={field === 'company' ? contact.fields.company.hint : undefined}
      placeholder={placeholder}
      autoComplete={autoComplete}
      required={required}
      maxLength={FIELD_LIMITS[field]}
      value={value}
      error={error}
      onChange={(event) => onChange(field, event.target.value)}
    />
  );
});
