// The security headers of the static site, as pure functions: find the inline scripts of the
// prerendered HTML, hash them for the Content-Security-Policy, and render the rules both as a
// `_headers` file (Netlify, Cloudflare Pages, scripts/static-server.ts) and as the routes of a
// Vercel Build Output API `config.json`. scripts/postbuild/headers.ts feeds them the built files.

import { createHash } from 'node:crypto';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { type HeaderRule, patternSource } from './header-rules.ts';
import { notFoundRules } from './not-found-pages.ts';

export type { HeaderRule };

export type SchedulerSources = { origin: string; bookingUrl: string };

export type VercelRoute =
  | { src: string; headers: Record<string, string>; continue: true }
  | { handle: 'filesystem' }
  | { src: string; status: number; dest: string };

/** Cloudflare Pages' limit for a `_headers` line (indent, name and value counted). */
export const CLOUDFLARE_LINE_LIMIT = 2000;

/** Hashed file names in /assets/ never change content, so browsers may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Browser features the site never uses, switched off for the page and every frame in it (the
 * Cal.com booking iframe included: the onboarding call is free, so it needs no `payment`). Only
 * features Chromium recognises: an unknown one makes it log an error on every page load.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The script types whose inline text CSP checks: the classic ones (no type, or a JavaScript MIME
 * type of the HTML spec's list), modules, import maps and speculation rules.
 */
const CHECKED_SCRIPT_TYPE =
  /^(|module|importmap|speculationrules|(application|text)\/(x-)?(ecma|java)script|text\/(javascript1\.[0-5]|jscript|livescript))$/;

/**
 * The text of every inline `<script>` a browser would run or check against `script-src`, in
 * document order, as the browser's parser reads it (parse5: line breaks normalised to \n, no
 * entity decoding in script text). Scripts with a `src` and data blocks such as
 * `application/ld+json` are left out: CSP does not check their text.
 */
export const extractInlineScripts = (html: string) => {
  const scripts: string[] = [];
  const visit = (node: DefaultTreeAdapterTypes.Node) => {
    if ('tagName' in node && node.tagName === 'script') {
      const attribute = (name: string) => node.attrs.find((attr) => attr.name === name)?.value;
      const type = (attribute('type') ?? '').trim().toLowerCase();
      if (attribute('src') === undefined && CHECKED_SCRIPT_TYPE.test(type)) {
        scripts.push(
          node.childNodes.map((child) => ('value' in child ? child.value : '')).join(''),
        );
      }
    }
    if ('content' in node) visit(node.content);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return scripts;
};

/** The CSP source expression allowing exactly this inline script text. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The hash of every inline script of a page, each once, in document order. */
export const inlineScriptHashes = (html: string) => [
  ...new Set(extractInlineScripts(html).map(scriptHash)),
];

/** The origin of a configured URL, or nothing when the setting is empty (not configured). */
const originOf = (url: string): string[] => {
  if (!url) return [];
  if (!URL.canParse(url)) throw new Error(`Not an absolute URL, so not a CSP source: "${url}"`);
  return [new URL(url).origin];
};

/**
 * Where the Cal.com booking iframe may load: the origin serving embed.js (app.cal.com), on which
 * the embed opens `<link>/embed`, and the public booking host it may be sent on to (cal.com).
 */
export const schedulerFrameOrigins = ({ origin, bookingUrl }: SchedulerSources) =>
  origin ? [...new Set([...originOf(origin), ...originOf(bookingUrl)])] : [];

/**
 * One Content-Security-Policy for every page of the site. Scripts: same origin (the bundles and
 * the analytics script), the Cal.com embed script, and the prerendered inline scripts by hash: no
 * 'unsafe-inline', no 'unsafe-eval'. Styles allow inline: React writes style attributes, the page
 * an inline @font-face, and the Cal.com embed its own <style> elements. In the page itself the
 * embed only adds styles, iframes and postMessage calls, so Cal.com needs no connect-src or
 * img-src entry; what the booking page loads is governed by cal.com's own policy.
 */
export const buildContentSecurityPolicy = ({
  scriptHashes,
  scheduler,
  emailjsOrigin,
}: {
  scriptHashes: readonly string[];
  scheduler: SchedulerSources;
  emailjsOrigin: string;
}) => {
  const frames = schedulerFrameOrigins(scheduler);
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...originOf(scheduler.origin), ...new Set(scriptHashes)],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data:"],
    ["font-src 'self'"],
    ["connect-src 'self'", ...originOf(emailjsOrigin)],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ["frame-ancestors 'none'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    // The forms post to the email provider's send-form endpoint when JavaScript is off or the
    // page's scripts never arrive (src/features/lead-forms/guard-script.tsx).
    ["form-action 'self'", ...originOf(emailjsOrigin)],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
};

/**
 * The header rules, by `_headers` path pattern. Hosts merge the headers of every rule matching a
 * request, and join a header set by two matching rules with a comma: for Content-Security-Policy
 * that makes two policies, both enforced. So every header name lives in exactly one rule, and the
 * single CSP (on `/*`) allows the inline scripts of every page, the 404 page served for unknown
 * paths included.
 *
 * No Cross-Origin-Opener-Policy, on purpose. `same-origin` (or `same-origin-allow-popups`) makes
 * Chromium switch browsing context group when a tab that holds no such policy (an empty new tab's
 * about:blank included) navigates to the site, so the page cannot start in the tab's existing
 * renderer and waits for a new process. In Lighthouse's mobile run that cold process was most of
 * the blocking time (bench, 8 alternating runs each: TBT median 70 -> 7 ms). The isolation it buys
 * protects cross-window state, and this static page has none: no session, no cookies, nothing a
 * cross-origin opener could read. Clickjacking stays covered by frame-ancestors and X-Frame-Options.
 */
export const securityHeaderRules = ({
  contentSecurityPolicy,
}: {
  contentSecurityPolicy: string;
}): HeaderRule[] => [
  {
    path: '/*',
    headers: [
      ['Content-Security-Policy', contentSecurityPolicy],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', PERMISSIONS_POLICY],
      ['X-Frame-Options', 'DENY'],
    ],
  },
  {
    path: '/assets/*',
    headers: [['Cache-Control', IMMUTABLE_CACHE_CONTROL]],
  },
];

/** Throws when a header name is set twice, which hosts would turn into a comma-joined value. */
export const assertEachHeaderOnce = (rules: readonly HeaderRule[]) => {
  const seen = new Map<string, string>();
  for (const rule of rules) {
    for (const [name] of rule.headers) {
      const key = name.toLowerCase();
      if (seen.has(key)) {
        throw new Error(
          `${name} is set by "${seen.get(key)}" and "${rule.path}": hosts would join both values into one header`,
        );
      }
      seen.set(key, rule.path);
    }
  }
};

/** The rules as a `_headers` file. */
export const renderHeadersFile = (rules: readonly HeaderRule[]) => {
  assertEachHeaderOnce(rules);
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  const comment = [
    '# Generated by scripts/postbuild/headers.ts from the built pages: rebuild, do not edit.',
    '# Each header is set by one rule only: hosts join values of matching rules with a comma.',
  ].join('\n');
  return `${[comment, ...blocks].join('\n\n')}\n`;
};

/** Lines of a `_headers` text longer than Cloudflare Pages accepts. */
export const overlongLines = (text: string, limit = CLOUDFLARE_LINE_LIMIT) =>
  text.split('\n').filter((line) => line.length > limit);

/** vercel.json, for `vercel deploy dist/public`: the same routes as the Build Output API config. */
export const renderVercelJson = (rules: readonly HeaderRule[]) => ({
  $schema: 'https://openapi.vercel.sh/vercel.json',
  routes: renderVercelConfig(rules).routes,
});
/**
 * The same rules as Vercel routes (its Build Output API config, and vercel.json for a deploy of
 * dist/public): header routes that let matching go on, then the static files, then each language's
 * 404 page with status 404 for the unknown paths in its folder (scripts/lib/not-found-pages.ts).
 */
export const renderVercelConfig = (
  rules: readonly HeaderRule[],
): { version: 3; routes: VercelRoute[] } => {
  assertEachHeaderOnce(rules);
  return {
    version: 3,
    routes: [
      ...rules.map((rule) => ({
        src: patternSource(rule.path),
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
  };
};
