import { EmailConfigError } from './email-errors';

type EmailSettings = { publicKey: string; serviceId: string; templateId: string };

const requirements = [
  ['publicKey', 'The EmailJS public key', 'WAKU_PUBLIC_EMAILJS_PUBLIC_KEY'],
  ['serviceId', 'The EmailJS service id', 'WAKU_PUBLIC_EMAILJS_SERVICE_ID'],
  ['templateId', 'The EmailJS template id', ''],
] as const;

/**
 * Raises a clear requirement message when a setting the send needs is missing, naming the
 * variable to set. `templateVariable` names the form's own template variable.
 */
export const requireEmailSettings = (settings: EmailSettings, templateVariable: string): void => {
  for (const [key, label, variable] of requirements) {
    if (settings[key].trim() === '') {
      throw new EmailConfigError(
        `${label} is required: set ${variable || templateVariable} and rebuild.`,
      );
    }
  }
};
