import { siteConfig } from '../../config/site';
import { SEND_TIMEOUT_MS } from '../../config/spec';
import { fillMessage, onOneLine } from '../../lib/utils';
import type { ToastRequest } from '../toasts/toast-queue';
import type { EmailFailure } from './email-errors';
import type { ContactValues, FormWords } from './form-rules';

/** Mail apps open `mailto:` links of up to about 2,000 characters: the body is cut to fit this. */
export const MAILTO_MAX_LENGTH = 1800;

/** RFC 6068: reserved characters percent-encoded (a typed `&`, `?`, `#`, `+` stays text), newlines as CRLF. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

/** A mail to the agency; the body loses whole characters (never half an emoji or a %XX escape) until the link fits. */
export const buildMailto = (subject: string, body: string, max = MAILTO_MAX_LENGTH): string => {
  const address = encodeURIComponent(siteConfig.email).replace(/%40/g, '@');
  const prefix = `mailto:${address}?subject=${encode(subject)}&body=`;
  const characters = Array.from(body);
  let encoded = encode(body);
  if (prefix.length + encoded.length <= max) return prefix + encoded;
  const ellipsis = encode('…');
  while (characters.length > 0 && prefix.length + encoded.length + ellipsis.length > max) {
    characters.pop();
    encoded = encode(characters.join(''));
  }
  return prefix + encoded + ellipsis;
};

type Words = FormWords['mailFallback'];

/** "Email us instead" with the typed values, in the page's language: the visitor writes this mail. */
export const contactFallbackMailto = (values: ContactValues, words: Words): string => {
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
  return buildMailto(subject, lines.join('\n'));
};

export const newsletterFallbackMailto = ({ email }: { email: string }, words: Words): string => {
  const { subject, intro } = words.newsletter;
  return buildMailto(subject, `${intro}\n\n${email.trim()}`);
};

/** A failed send's toast (DEC-4): the form's fixed title, a description by failure, "Email us instead". */
export const failureToast = (
  failure: EmailFailure,
  generic: Pick<ToastRequest, 'title' | 'description'>,
  mailto: string,
  { sendToasts, mailFallback }: FormWords,
): Omit<ToastRequest, 'id'> => {
  const ownDescriptions: Partial<Record<EmailFailure['kind'], string>> = {
    'rate-limit': sendToasts.tooSoon,
    offline: sendToasts.offline,
    timeout: fillMessage(mailFallback.timeoutHint, {
      seconds: SEND_TIMEOUT_MS / 1000,
      phone: onOneLine(siteConfig.phone),
    }),
  };
  const description = ownDescriptions[failure.kind] ?? generic.description;
  const action = { label: mailFallback.action, href: mailto };
  return { tone: 'error', title: generic.title, description, action };
};
