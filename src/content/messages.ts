/**
 * Every text of the specification that a visitor sees as feedback: validation messages,
 * button states and toasts. The UI and the tests both import them from here.
 */
export const validationMessages = {
  fullNameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const formLabels = {
  submitting: 'Submitting...',
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
} as const;

/** Sent as the contact request's message when the visitor leaves the company empty. */
export const COMPANY_NOT_PROVIDED = 'Not provided';
