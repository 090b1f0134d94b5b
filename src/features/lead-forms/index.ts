/**
 * The lead forms (contact request, newsletter): what the sections' forms are built from. The head's
 * submit guard, the form that posts to the email provider without JavaScript, the send lifecycle
 * (validation rules, sending with a deadline, the error catalogue, failure toasts with the second
 * way by mail) and the draft kept across reloads.
 */
export {
  CONTACT_INPUT_NAMES,
  contactTemplateParams,
  NEWSLETTER_INPUT_NAME,
  newsletterTemplateParams,
} from './email-payload';
export { contactFallbackMailto, newsletterFallbackMailto } from './fallback-mail';
export {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactFieldError,
  emailError,
  FIELD_LIMITS,
  invalidFields,
  lengthMessage,
  validateContact,
} from './form-rules';
export { FormStatus } from './form-status';
export { type FormWords, formWordsOf } from './form-words';
export { FormGuardScript } from './guard-script';
export { HoneypotField } from './honeypot-field';
export { NoScriptNote } from './no-script-note';
export { ProviderForm } from './provider-form';
export { useSendLifecycle } from './use-send-lifecycle';
export { useSessionDraft } from './use-session-draft';
