'use client';

import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { siteConfig } from '../../config/site';
import type { ContactContent } from '../../content/contact';
import {
  CONTACT_INPUT_NAMES,
  type ContactField,
  FIELD_LIMITS,
  FormStatus,
  type FormWords,
  HoneypotField,
  NoScriptNote,
  ProviderForm,
} from '../../features/lead-forms';
import { FormField } from '../../ui/form-field';
import { useContactForm } from './use-contact-form';

const FIELD_IDS = {
  fullName: 'contact-full-name',
  email: 'contact-email',
  company: 'contact-company',
} as const satisfies Record<ContactField, string>;

/**
 * The contact request: full name, email and an optional company. Without JavaScript (or if the
 * page's scripts never arrive) it posts itself to the email provider's send-form endpoint, its
 * inputs named after the template's parameters; never a GET, nothing typed in a URL.
 */
type Props = { contact: ContactContent; words: FormWords };

export const ContactForm = ({ contact, words }: Props) => {
  const { formRef, statusRef, values, errors, submitting, change, submit } = useContactForm(words);
  /** One field's props: its content, its rule's limit, its value and error, in the form's state. */
  const field = (
    name: ContactField,
    {
      type,
      inputMode,
      required,
    }: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'required'> = {},
  ) => {
    const { label, placeholder, autoComplete } = contact.fields[name];
    return {
      id: FIELD_IDS[name],
      name: CONTACT_INPUT_NAMES[name],
      type,
      inputMode,
      label,
      hint: name === 'company' ? contact.fields.company.hint : undefined,
      placeholder,
      autoComplete,
      required,
      maxLength: FIELD_LIMITS[name],
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
    };
  };
  return (
    <ProviderForm
      ref={formRef}
      className="card p-6 shadow-card md:p-8"
      label={contact.formLabel}
      templateId={siteConfig.emailjs.contactTemplateId}
      onSubmit={submit}
    >
      <fieldset disabled={submitting} className="grid gap-5">
        <FormField {...field('fullName', { required: true })} />
        <FormField {...field('email', { type: 'email', inputMode: 'email', required: true })} />
        <FormField {...field('company')} />
        <HoneypotField id="contact-website" label={words.forms.honeypot} />
        <button type="submit" className="btn-primary mt-1 w-full">
          {submitting ? words.forms.submitting : contact.submit}
        </button>
        <FormStatus ref={statusRef} heldMessage={words.forms.held} />
        <NoScriptNote text={words.forms.noScript} />
        <p className="text-center text-xs text-muted">{contact.privacy}</p>
      </fieldset>
    </ProviderForm>
  );
};
