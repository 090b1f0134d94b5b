import { EmailConfigError } from './email-errors';

type EmailSettings = { publicKey: string; serviceId: string; templateId: string };

const requirements = [
  ['publicKey', 'The EmailJS public key', 'WAKU_PUBLIC_EMAILJS_PUBLIC_KEY'],
  ['serviceId', 'The EmailJS service id', 'WAKU_PUBLIC_EMAILJS_SERVICE_ID'],
  ['templateId', 'The EmailJS template id', ''],
] as const;

/** Throws before a send when a setting it needs is empty, naming the variable to set. */
export const requireEmailSettings = (settings: EmailSettings, templateVariable: string): void => {
  for (const [key, label, variable] of requirements) {
    if (settings[key].trim() === '') {
      throw new EmailConfigError(
        `${label} is required: set ${variable || templateVariable} and rebuild.`,
      );
    }
  }
};
