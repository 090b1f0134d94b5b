'use client';

import { type FormEvent, useState } from 'react';
import { siteConfig } from '../../config/site';
import { formLabels, newsletter, toastMessages } from '../../content/messages';
import {
  emailError,
  FIELD_LIMITS,
  FormStatus,
  HoneypotField,
  NEWSLETTER_INPUT_NAME,
  NoScriptNote,
  newsletterFallbackMailto,
  newsletterTemplateParams,
  ProviderForm,
  useSendLifecycle,
} from '../../features/lead-forms';

/**
 * The newsletter subscription: one email field; problems and outcomes are told by toasts. Without
 * JavaScript it posts itself to the email provider's send-form endpoint, like the contact form.
 */
export const NewsletterForm = () => {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { formRef, statusRef, submitting, send, showToast } = useSendLifecycle({
    logPrefix: 'Newsletter subscription failed:',
    adopt: (form) => {
      const typed = new FormData(form).get(NEWSLETTER_INPUT_NAME);
      if (typeof typed === 'string' && typed !== '') setEmail(typed);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problem = emailError(email);
    setInvalid(problem !== null);
    if (problem) {
      form.querySelector<HTMLInputElement>(`input[name="${NEWSLETTER_INPUT_NAME}"]`)?.focus();
      showToast({ tone: 'destructive', title: problem });
      return;
    }
    send(form, {
      template: 'newsletter',
      params: newsletterTemplateParams(email),
      onSent: () => setEmail(''),
      success: toastMessages.newsletterSuccess,
      failure: toastMessages.newsletterFailure,
      mailto: newsletterFallbackMailto(siteConfig.email, email),
    });
  };

  return (
    <ProviderForm
      ref={formRef}
      label={formLabels.newsletter}
      templateId={siteConfig.emailjs.newsletterTemplateId}
      onSubmit={submit}
    >
      <fieldset disabled={submitting} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {newsletter.field.label}
        </label>
        <input
          id="newsletter-email"
          name={NEWSLETTER_INPUT_NAME}
          type="email"
          inputMode="email"
          required
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          placeholder={newsletter.field.placeholder}
          className="input flex-1"
          aria-invalid={invalid || undefined}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setInvalid(emailError(event.target.value) !== null);
          }}
        />
        <HoneypotField id="newsletter-website" />
        <button type="submit" className="btn-primary shrink-0">
          {submitting ? formLabels.submitting : newsletter.submit}
        </button>
      </fieldset>
      <FormStatus ref={statusRef} />
      <NoScriptNote />
    </ProviderForm>
  );
};
