'use client';

import { type FormEvent, useState } from 'react';
import { siteConfig } from '../../config/site';
import type { NewsletterContent } from '../../content/sections';
import { newsletterFallbackMailto } from '../../features/lead-forms/fallback-mail';
import {
  FIELD_LIMITS,
  type FormWords,
  fieldError,
  NEWSLETTER_INPUT_NAME,
  newsletterTemplateParams,
} from '../../features/lead-forms/form-rules';
import { ProviderForm } from '../../features/lead-forms/provider-form';
import { useSendLifecycle } from '../../features/lead-forms/use-send-lifecycle';
import { showToast } from '../../features/toasts/toast-queue';

type Props = { newsletter: NewsletterContent; words: FormWords };

/** The newsletter subscription: one email field; problems and outcomes are told by toasts. */
export const NewsletterForm = ({ newsletter, words }: Props) => {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { formRef, submitting, send } = useSendLifecycle({
    template: 'newsletter',
    words,
    adopt: (typed) => setEmail(typed.get(NEWSLETTER_INPUT_NAME)?.toString() ?? ''),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError('email', email, words.forms);
    setInvalid(problem !== undefined);
    if (problem) {
      (event.currentTarget.elements.namedItem(NEWSLETTER_INPUT_NAME) as HTMLInputElement).focus();
      showToast({ tone: 'destructive', title: problem });
      return;
    }
    void send({
      params: newsletterTemplateParams(email),
      onSent: () => setEmail(''),
      success: words.sendToasts.newsletterSuccess,
      failure: words.sendToasts.newsletterFailure,
      mailto: newsletterFallbackMailto(email, words.mailFallback),
    });
  };

  return (
    <ProviderForm
      ref={formRef}
      aria-label={newsletter.formLabel}
      templateId={siteConfig.emailjs.newsletterTemplateId}
      words={words.forms}
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
            if (invalid)
              setInvalid(fieldError('email', event.target.value, words.forms) !== undefined);
          }}
        />
        <button type="submit" className="btn-primary shrink-0">
          {submitting ? words.forms.submitting : newsletter.submit}
        </button>
      </fieldset>
    </ProviderForm>
  );
};
