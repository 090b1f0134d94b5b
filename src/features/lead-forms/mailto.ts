/** Mail apps open `mailto:` links of up to about 2,000 characters: the body is cut to fit this. */
export const MAILTO_MAX_LENGTH = 1800;

type Mail = { to: string; subject: string; body: string };

/** RFC 6068: reserved characters percent-encoded (a typed `&`, `?`, `#`, `+` stays text), newlines as CRLF. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

/** The body loses whole characters (never half an emoji or a %XX escape) until the link fits. */
export const buildMailto = ({ to, subject, body }: Mail, max = MAILTO_MAX_LENGTH): string => {
  const address = encodeURIComponent(to).replace(/%40/g, '@');
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
