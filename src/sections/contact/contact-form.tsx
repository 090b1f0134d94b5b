'use client';

import { siteConfig } from '../../config/site';
import type { ContactContent } from '../../content/contact';
import {
  CONTACT_FIELDS,
  FormStatus,
  type FormWords,
  HoneypotField,
  NoScriptNote,
  ProviderForm,
} from '../../features/lead-forms';
import { ContactFormField } from './contact-form-field';
import { useContactForm } from './use-contact-form';

type Props = { contact: ContactContent; words: FormWords };

/** The contact request: full name, email and an optional company (CONTACT-1). */
export const ContactForm = ({ contact, words }: Props) => {
  const { formRef, statusRef, values, errors, submitting, change, submit } = useContactForm(words);
  return (
    <ProviderForm
      ref={formRef}
      className="card p-6 shadow-card md:p-8"
      label={contact.formLabel}
      templateId={siteConfig.emailjs.contactTemplateId}
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
