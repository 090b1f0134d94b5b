import { COMPANY_NOT_PROVIDED, sendFallback } from '../../content/messages';
import type { ContactValues } from './form-rules';
import { buildMailto } from './mailto';

/** "Email us instead" for a contact request that could not be sent: the typed values in the body. */
export const contactFallbackMailto = (to: string, values: ContactValues): string => {
  const { subject, intro, labels, outro } = sendFallback.contact;
  const lines = [
    intro,
    '',
    `${labels.fullName}: ${values.fullName.trim()}`,
    `${labels.email}: ${values.email.trim()}`,
    `${labels.company}: ${values.company.trim() || COMPANY_NOT_PROVIDED}`,
    '',
    outro,
  ];
  return buildMailto({ to, subject, body: lines.join('\n') });
};

/** "Email us instead" for a newsletter subscription that could not be sent. */
export const newsletterFallbackMailto = (to: string, email: string): string => {
  const { subject, intro } = sendFallback.newsletter;
  return buildMailto({ to, subject, body: `${intro}\n\n${email.trim()}` });
};
