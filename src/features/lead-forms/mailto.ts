/** Mail apps open `mailto:` links of up to about 2,000 characters: the body is cut to fit this. */
export const MAILTO_MAX_LENGTH = 1800;

type Mail = { to: string; subject: string; body: string };

/**
 * RFC 6068 encoding: every reserved character percent-encoded (so `&`, `?`, `#` and `+` in what a
 * visitor typed stay text), spaces as %20 and line breaks as CRLF.
 */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

/** Drops whole characters (never half an emoji or half a %XX escape) until the link fits. */
const fitLength = (prefix: string, body: string, max: number) => {
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

export const buildMailto = ({ to, subject, body }: Mail, max = MAILTO_MAX_LENGTH): string =>
  fitLength(
    `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encode(subject)}&body=`,
    body,
    max,
  );
