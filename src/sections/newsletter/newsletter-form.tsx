'use client';

import type { NewsletterContent } from '../../content/sections';
import { newsletterFallbackMailto } from '../../features/lead-forms/fallback-mail';
import {
  EMAIL_PATTERN,
  FIELD_LIMITS,
  type FormWords,
  NEWSLETTER_INPUTS,
} from '../../features/lead-forms/form-rules';
import { ProviderForm } from '../../features/lead-forms/provider-form';
import { useLeadForm } from '../../features/lead-forms/use-lead-form';
import { showToast } from '../../features/toasts/toast-queue';

type Props = { newsletter: NewsletterContent; words: FormWords };

export const NewsletterForm = ({ newsletter, words }: Props) => {
  const { form, values, errors, change, submitting } = useLeadForm({
    template: 'newsletter',
    inputs: NEWSLETTER_INPUTS,
    words,
    success: words.sendToasts.newsletterSuccess,
    failure: words.sendToasts.newsletterFailure,
    mailto: newsletterFallbackMailto,
    onInvalid: (problem) => showToast({ tone: 'error', title: problem, from: 'newsletter' }),
  });

  return (
    <ProviderForm {...form} submitLabel={newsletter.submit} aria-label={newsletter.formLabel}>
      <fieldset disabled={submitting} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {newsletter.field.label}
        </label>
        <input
          id="newsletter-email"
          name={NEWSLETTER_INPUTS.email}
          type="email"
          pattern={EMAIL_PATTERN}
          inputMode="email"
          required
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          placeholder={newsletter.field.placeholder}
          className="input flex-1"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <span id="newsletter-email-error" className="sr-only">
          {errors.email}
        </span>
        <button type="submit" className="btn-primary shrink-0">
          {submitting ? words.forms.submitting : newsletter.submit}
        </button>
      </fieldset>
    </ProviderForm>
  );
};
