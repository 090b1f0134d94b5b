import type { ContactValues } from './form-rules';
import type { FormWords } from './form-words';
import { buildMailto } from './mailto';

type Words = FormWords['mailFallback'];

/**
 * "Email us instead" for a contact request that could not be sent: the typed values in the body,
 * in the page's language (the visitor writes this mail, not the email template).
 */
export const contactFallbackMailto = (to: string, values: ContactValues, words: Words): string => {
  const { subject, intro, labels, companyNotProvided, outro } = words.contact;
  const lines = [
    intro,
    '',
    `${labels.fullName}: ${values.fullName.trim()}`,
    `${labels.email}: ${values.email.trim()}`,
    `${labels.company}: ${values.company.trim() || companyNotProvided}`,
    '',
    outro,
  ];
  return buildMailto({ to, subject, body: lines.join('\n') });
};

export const newsletterFallbackMailto = (to: string, email: string, words: Words): string => {
  const { subject, intro } = words.newsletter;
  return buildMailto({ to, subject, body: `${intro}\n\n${email.trim()}` });
};
