// The security headers as pure functions: the CSP hashes of the pages' inline scripts, and the
// rules as a `_headers` file and as Vercel routes. scripts/postbuild/headers.ts feeds them the pages.
import { createHash } from 'node:crypto';
import { elementsOf, isInlineScript } from '../waku-output/html.ts';
import { type HeaderRule, patternSource } from './header-rules.ts';
import { notFoundRules } from './not-found-pages.ts';

type SchedulerSources = { origin: string; bookingUrl: string };
type Sources = {
  scriptHashes: readonly string[];
  scheduler: SchedulerSources;
  emailjsOrigin: string;
};

/** Cloudflare Pages' limit for a `_headers` line (indent, name and value counted). */
export const CLOUDFLARE_LINE_LIMIT = 2000;

/** Hashed file names in /assets/ never change content, so browsers may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Browser features the site never uses, off for the page and its frames (the Cal.com call is free:
 * no `payment`). Only features Chromium knows: an unknown one logs an error on every load.
 */
export const PERMISSIONS_POLICY = (
  'accelerometer browsing-topics camera display-capture geolocation gyroscope hid interest-cohort ' +
  'magnetometer microphone midi payment publickey-credentials-get serial usb xr-spatial-tracking'
)
  .split(' ')
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The text of every inline script CSP checks, in document order, as the browser reads it. */
export const extractInlineScripts = (html: string) =>
  elementsOf(html)
    .filter(isInlineScript)
    .map((script) => script.parsedText);

/** The CSP source expression allowing exactly this inline script text. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export const inlineScriptHashes = (html: string) => [
  ...new Set(extractInlineScripts(html).map(scriptHash)),
];

/** The origin of a configured URL, or nothing when the setting is empty (not configured). */
const originOf = (url: string): string[] => {
  if (!url) return [];
  if (!URL.canParse(url)) throw new Error(`Not an absolute URL, so not a CSP source: "${url}"`);
  return [new URL(url).origin];
};

/** Where the booking iframe may load: embed.js's origin (app.cal.com) and the booking host (cal.com). */
export const schedulerFrameOrigins = ({ origin, bookingUrl }: SchedulerSources) =>
  origin ? [...new Set([...originOf(origin), ...originOf(bookingUrl)])] : [];

/**
 * One Content-Security-Policy for every page: inline scripts only by hash. Styles allow inline, as
 * React's style attributes and the Cal.com embed's <style> elements need; the embed needs no
 * connect-src or img-src here (its iframe is governed by cal.com's own policy).
 */
export const buildContentSecurityPolicy = ({ scriptHashes, scheduler, emailjsOrigin }: Sources) => {
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
    // The forms post to the email provider when the page's scripts never run (submit-guard.ts).
    ["form-action 'self'", ...originOf(emailjsOrigin)],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
};

/**
 * The header rules, by `_headers` path pattern. Hosts join a header set by two matching rules with a
 * comma (two CSPs, both enforced), so each header lives in one rule and the one CSP covers every page.
 * No Cross-Origin-Opener-Policy, on purpose: see docs/performance.md, decision 9.
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

export const renderHeadersFile = (rules: readonly HeaderRule[]) => {
  assertEachHeaderOnce(rules);
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  const comment =
    '# Generated by scripts/postbuild/headers.ts from the built pages: rebuild, do not edit.\n' +
    '# Each header is set by one rule only: hosts join values of matching rules with a comma.';
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

/** The rules as Vercel routes: the headers, the files, then each language's 404 page for its folder. */
export const renderVercelConfig = (rules: readonly HeaderRule[]) => {
  assertEachHeaderOnce(rules);
  return {
    version: 3 as const,
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
