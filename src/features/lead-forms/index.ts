/** What the contact and newsletter forms are built from. */
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
  validateContact,
} from './form-rules';
export { FormStatus } from './form-status';
export { type FormWords, formWordsOf } from './form-words';
export { HoneypotField } from './honeypot-field';
export { NoScriptNote } from './no-script-note';
export { ProviderForm } from './provider-form';
export { submitGuardScript } from './submit-guard';
export { useSendLifecycle } from './use-send-lifecycle';
export { useSessionDraft } from './use-session-draft';
