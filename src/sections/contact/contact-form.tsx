'use client';

import { FormField } from '../../components/forms/form-field';
import { HoneypotField } from '../../components/forms/honeypot-field';
import { contact } from '../../content/contact';
import { formLabels } from '../../content/messages';
import { FIELD_LIMITS } from '../../lib/form-rules';
import { useContactForm } from './use-contact-form';

/** The contact request: full name, email and an optional company. */
export const ContactForm = () => {
  const { values, errors, submitting, change, submit } = useContactForm();
  const { fullName, email, company } = contact.fields;
  return (
    <form
      className="card p-6 shadow-card md:p-8"
      noValidate
      aria-label="Contact request"
      onSubmit={submit}
    >
      <fieldset disabled={submitting} className="grid gap-5">
        <FormField
          id="contact-full-name"
          name="fullName"
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
          name="email"
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
          name="company"
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
        <p className="text-center text-xs text-muted">{contact.privacy}</p>
      </fieldset>
    </form>
  );
};
