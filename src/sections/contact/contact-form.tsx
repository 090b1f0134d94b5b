'use client';

import { FormField } from '../../components/forms/form-field';
import { FormStatus } from '../../components/forms/form-status';
import { HoneypotField } from '../../components/forms/honeypot-field';
import { NoScriptNote } from '../../components/forms/no-script-note';
import { ProviderForm } from '../../components/forms/provider-form';
import { siteConfig } from '../../config/site';
import { contact } from '../../content/contact';
import { formLabels } from '../../content/messages';
import { CONTACT_INPUT_NAMES } from '../../lib/email-payload';
import { FIELD_LIMITS } from '../../lib/form-rules';
import { useContactForm } from './use-contact-form';

/**
 * The contact request: full name, email and an optional company. Without JavaScript (or if the
 * page's scripts never arrive) it posts itself to the email provider's send-form endpoint, its
 * inputs named after the template's parameters; never a GET, nothing typed in a URL.
 */
export const ContactForm = () => {
  const { formRef, statusRef, values, errors, submitting, change, submit } = useContactForm();
  const { fullName, email, company } = contact.fields;
  return (
    <ProviderForm
      ref={formRef}
      className="card p-6 shadow-card md:p-8"
      label="Contact request"
      templateId={siteConfig.emailjs.contactTemplateId}
      onSubmit={submit}
    >
      <fieldset disabled={submitting} className="grid gap-5">
        <FormField
          id="contact-full-name"
          name={CONTACT_INPUT_NAMES.fullName}
          label={fullName.label}
          placeholder={fullName.placeholder}
          autoComplete={fullName.autoComplete}
          required
          maxLength={FIELD_LIMITS.fullName}
          value={values.fullName}
          error={errors.fullName}
          onChange={(event) => change('fullName', event.target.value)}
        />
        <FormField
          id="contact-email"
          name={CONTACT_INPUT_NAMES.email}
          type="email"
          inputMode="email"
          label={email.label}
          placeholder={email.placeholder}
          autoComplete={email.autoComplete}
          required
          maxLength={FIELD_LIMITS.email}
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <FormField
          id="contact-company"
          name={CONTACT_INPUT_NAMES.company}
          label={company.label}
          hint={company.hint}
          placeholder={company.placeholder}
          autoComplete={company.autoComplete}
          maxLength={FIELD_LIMITS.company}
          value={values.company}
          error={errors.company}
          onChange={(event) => change('company', event.target.value)}
        />
        <HoneypotField id="contact-website" />
        <button type="submit" className="btn-primary mt-1 w-full">
          {submitting ? formLabels.submitting : contact.submit}
        </button>
        <FormStatus ref={statusRef} />
        <NoScriptNote />
        <p className="text-center text-xs text-muted">{contact.privacy}</p>
      </fieldset>
    </ProviderForm>
  );
};
