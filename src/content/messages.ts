// TEMPORARY: the English words for the client leaves not yet given their words as props.
/**
 * Every text of the specification that a visitor sees as feedback: validation messages,
 * button states and toasts. The UI and the tests both import them from here.
 */
export const validationMessages = {
  fullNameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** Too long a value: {max} is one more than the field's limit (src/features/lead-forms/form-rules.ts). */
export const lengthMessageTemplates = {
  fullName: 'Please keep your name under {max} characters',
  email: 'Please keep your email address under {max} characters',
  company: 'Please keep the company name under {max} characters',
} as const;

export const formLabels = {
  submitting: 'Submitting...',
  /** The forms' accessible names. */
  contact: 'Contact request',
  newsletter: 'Newsletter subscription',
} as const;

export const toastMessages = {
  contactSuccess: "Thank you for your interest! We'll be in touch soon.",
  contactFailure: 'Something went wrong. Please try again later.',
  newsletterSuccess: {
    title: 'Thank you for subscribing!',
    description: "You'll receive updates about the product soon.",
  },
  newsletterFailure: {
    title: 'Something went wrong',
    description: 'Please try again later.',
  },
  /** The failure toast's description (under the form's failure title) for a send again too soon. */
  tooSoon:
    'Please wait a moment: you just sent this form. Try again in a few seconds; what you typed is still here.',
  /** The failure toast's description (under the form's failure title) for a send while offline. */
  offline:
    'You appear to be offline, so nothing was sent. Check your connection and send again; what you typed is kept.',
} as const;

/** Sent as the contact request's message when the visitor leaves the company empty. */
export const COMPANY_NOT_PROVIDED = 'Not provided';

/**
 * The second way to reach the agency when a send fails for any reason: the failure toast's
 * "Email us instead" action opens the visitor's mail app with what they typed.
 */
export const sendFallback = {
  action: 'Email us instead',
  /** The contact failure toast's description; {phone} is the configured phone number. */
  contactHint: 'What you typed is still in the form. You can also email it to us, or call {phone}.',
  /** The failure toast's description when the email service never answered. */
  timeoutHint:
    'Our email service did not answer within {seconds} seconds, so your request may or may not have reached us. Email us instead to be sure, or call {phone}.',
  contact: {
    subject: 'Contact request',
    intro:
      'Hello Humanoid,\n\nI tried to send a contact request from your website, but it did not go through. My details:',
    labels: { fullName: 'Name', email: 'Email', company: 'Company' },
    outro: 'Please get back to me at the email address above.',
  },
  newsletter: {
    subject: 'Newsletter subscription',
    intro:
      'Hello Humanoid,\n\nI tried to subscribe to your newsletter from your website, but it did not go through. Please add this address:',
  },
} as const;

/**
 * A submit made before the page's scripts have taken over is held, the values kept, and sent as
 * soon as they have; this line tells the visitor so, in the form's status region.
 */
export const heldSubmitMessages = {
  held: 'Almost ready: your request will be sent as soon as the page has finished loading.',
} as const;

/** Shown in place of nothing when JavaScript is off: what Send does then, and the direct ways. */
export const noScriptFormNote =
  'JavaScript is off: Send still delivers, through our email provider, whose confirmation page opens (use Back to return). Or email {email} or call {phone}.';

// TEMPORARY (see the first line)
import { contactContent } from './contact';
import en from './locales/en/site.json' with { type: 'json' };
import { newsletterContent } from './newsletter';
export const contact = contactContent(en);
export const newsletter = newsletterContent(en);
export const accessibleLabels = { honeypot: 'Leave this field empty' };
