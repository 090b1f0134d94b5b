// The security headers for _headers (Netlify, Cloudflare Pages; the local server reads it) and vercel.json.
import { createHash } from 'node:crypto';
import { escapeRegExp } from '../../src/lib/utils.ts';
import { elementsOf, isInlineScript } from '../waku-output/html.ts';
import { notFoundRules } from './not-found-pages.ts';

/** `except`: a path prefix the rule leaves out (the CMS at /admin/ has its own policy, docs/cms.md). */
type HeaderRule = { path: string; except?: string; headers: [name: string, value: string][] };

type Sources = {
  scriptHashes: readonly string[];
  scheduler: { origin: string; bookingOrigin: string };
  emailjsOrigin: string;
};

export const ADMIN_PATH = '/admin/';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Only features Chromium knows: an unknown one logs an error on every load.
export const PERMISSIONS_POLICY =
  'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'hid=(), interest-cohort=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
  'publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()';

export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export const inlineScriptHashes = (html: string) =>
  elementsOf(html)
    .filter(isInlineScript)
    .map(({ parsedText }) => scriptHash(parsedText));

const originOf = (url: string): string[] => {
  if (!url) return [];
  if (!URL.canParse(url)) throw new Error(`Not an absolute URL, so not a CSP source: "${url}"`);
  return [new URL(url).origin];
};

// Inline styles: React's style attributes and the Cal.com embed's <style> elements need them.
export const buildContentSecurityPolicy = ({ scriptHashes, scheduler, emailjsOrigin }: Sources) => {
  const { origin, bookingOrigin } = scheduler;
  const frames = origin ? [...new Set([...originOf(origin), ...originOf(bookingOrigin)])] : [];
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...originOf(origin), ...new Set(scriptHashes)],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data:"],
    ["font-src 'self'"],
    ["connect-src 'self'", ...originOf(emailjsOrigin)],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ["frame-ancestors 'none'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    // The forms post to the email provider when the page's scripts never run (submit-guard.ts).
    ["form-action 'self'", ...originOf(emailjsOrigin)],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
};

/** The CMS's policy: its bundle and fonts from /admin/, GitHub's API when signed in (docs/cms.md). */
export const buildAdminContentSecurityPolicy = () =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

// Hosts join a header of two matching rules with a comma (two CSPs, both enforced): hence `except`.
// No Cross-Origin-Opener-Policy, on purpose (docs/performance.md, 9).
export const securityHeaderRules = (contentSecurityPolicy: string): HeaderRule[] => [
  { path: '/*', except: ADMIN_PATH, headers: [['Content-Security-Policy', contentSecurityPolicy]] },
  {
    path: `${ADMIN_PATH}*`,
    headers: [
      ['Content-Security-Policy', buildAdminContentSecurityPolicy()],
      ['X-Robots-Tag', 'noindex, nofollow'],
    ],
  },
  {
    path: '/*',
    headers: [
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', PERMISSIONS_POLICY],
      ['X-Frame-Options', 'DENY'],
    ],
  },
  { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE_CACHE_CONTROL]] },
];

// _headers has no "all but": a rule with `except` becomes one rule per top-level folder and page of
// the build outside it, so a path no build file starts with (an unknown one) gets no such header.
const expandExcept = (rules: readonly HeaderRule[], topLevel: readonly string[]) =>
  rules.flatMap(({ except, ...rule }): HeaderRule[] => {
    if (!except) return [rule];
    const paths = [
      '/',
      ...topLevel.map((entry) => (entry.endsWith('/') ? `/${entry}*` : `/${entry}`)),
    ];
    return paths.filter((path) => !path.startsWith(except)).map((path) => ({ ...rule, path }));
  });

/** `topLevel`: the build's top-level folders (ending in `/`) and pages, for rules with `except`. */
export const renderHeadersFile = (rules: readonly HeaderRule[], topLevel: readonly string[]) => {
  const blocks = expandExcept(rules, topLevel).map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  const comment =
    '# Generated by scripts/postbuild/headers.ts from the built pages: rebuild, do not edit.\n' +
    '# Each header is set by one rule only: hosts join values of matching rules with a comma.';
  return `${[comment, ...blocks].join('\n\n')}\n`;
};

export const renderVercelConfig = (rules: readonly HeaderRule[]) => ({
  version: 3 as const,
  routes: [
    ...rules.map((rule) => ({
      src: rule.except
        ? `^(?!${escapeRegExp(rule.except)})${patternSource(rule.path).slice(1)}`
        : patternSource(rule.path),
      headers: Object.fromEntries(rule.headers),
      continue: true as const,
    })),
    { handle: 'filesystem' },
    ...notFoundRules().map(({ prefix, page }) => ({
      src: `^${prefix}.*$`,
      status: 404,
      dest: page,
    })),
  ],
});

export const parseHeadersFile = (text: string): HeaderRule[] => {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else if (colon > 0) {
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
};

export const patternSource = (pattern: string) =>
  `^${pattern.split('*').map(escapeRegExp).join('.*')}$`;

export const headersForPath = (rules: readonly HeaderRule[], path: string) => {
  const headers = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!new RegExp(patternSource(rule.path)).test(path)) continue;
    for (const [name, value] of rule.headers) {
      const previous = headers.get(name.toLowerCase());
      const joined = previous && { ...previous, value: `${previous.value}, ${value}` };
      headers.set(name.toLowerCase(), joined || { name, value });
    }
  }
  return headers;
};
