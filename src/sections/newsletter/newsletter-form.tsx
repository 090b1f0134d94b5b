'use client';

import { useSetAtom } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import { specificFailureToast } from '../../components/forms/failure-toast';
import { HoneypotField } from '../../components/forms/honeypot-field';
import { sendEmail } from '../../components/forms/send-email';
import { formLabels, toastMessages } from '../../content/messages';
import { newsletter } from '../../content/newsletter';
import { describeEmailError } from '../../lib/email-errors';
import { newsletterTemplateParams } from '../../lib/email-payload';
import { emailError, FIELD_LIMITS, HONEYPOT_FIELD, isBot } from '../../lib/form-rules';
import { showToastAtom } from '../../state/toasts';

/** The newsletter subscription: one email field; problems and outcomes are told by toasts. */
export const NewsletterForm = () => {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const showToast = useSetAtom(showToastAtom);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const problem = emailError(email);
    setInvalid(problem !== null);
    if (problem) {
      form.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      showToast({ tone: 'destructive', title: problem });
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const honeypot = new FormData(form).get(HONEYPOT_FIELD);
      if (!isBot(typeof honeypot === 'string' ? honeypot : '')) {
        await sendEmail('newsletter', newsletterTemplateParams(email));
      }
      setEmail('');
      showToast({ tone: 'success', ...toastMessages.newsletterSuccess });
    } catch (error) {
      const failure = describeEmailError(error);
      console.error('Newsletter subscription failed:', failure.description, error);
      showToast(
        specificFailureToast(failure) ?? {
          tone: 'destructive',
          ...toastMessages.newsletterFailure,
        },
      );
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form noValidate aria-label="Newsletter subscription" onSubmit={submit}>
      <fieldset disabled={submitting} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {newsletter.field.label}
        </label>
        <input
          id="newsletter-email"
          name="email"
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
    </form>
  );
};
