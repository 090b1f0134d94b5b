// The headers the build writes for the hosts, read from _headers, vercel.json and .vercel/output.
// That the pages run under the policy without a violation: e2e/security-headers.spec.ts.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildAdminContentSecurityPolicy,
  headersForPath,
  IMMUTABLE_CACHE_CONTROL,
  PERMISSIONS_POLICY,
  parseHeadersFile,
} from '../../scripts/lib/security-headers.ts';
import {
  attribute,
  dist,
  pageFiles,
  parsePage,
  projectRoot,
  read,
  textOf,
} from './support/dist.ts';

const vercelOutput = join(projectRoot, '.vercel', 'output');
const headersFile = read('_headers');
const rules = parseHeadersFile(headersFile);
const UNKNOWN_PATH = '/projects/does-not-exist';
const pagesPolicy = headersForPath(rules, '/').get('content-security-policy')?.value;

/** The text of every inline script of a page. */
const inlineScripts = (html: string): string[] =>
  parsePage(html)
    .elements.filter(
      (element) =>
        element.tagName === 'script' &&
        attribute(element, 'src') === undefined &&
        ['', 'module', 'text/javascript'].includes(attribute(element, 'type') ?? ''),
    )
    .map(textOf);

type VercelConfig = { routes: { src?: string; headers?: Record<string, string> }[] };

/** Every policy Vercel's routes send for a path (two would reach the browser joined into one). */
const vercelPolicies = (path: string) =>
  (JSON.parse(read('vercel.json')) as VercelConfig).routes
    .filter((route) => route.src && new RegExp(route.src).test(path))
    .flatMap((route) => route.headers?.['Content-Security-Policy'] ?? []);

const scriptSrc = (policy = '') => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
const scriptHashes = (policy = '') =>
  new Set(scriptSrc(policy).filter((source) => source.startsWith("'sha256-")));

describe('the headers the build writes for the hosts', () => {
  it('allow by CSP hash exactly the inline scripts of every page', () => {
    expect(pageFiles, 'the pages').toEqual(expect.arrayContaining(['index.html', '404.html']));
    const hashes = new Set<string>();
    for (const page of pageFiles) {
      const scripts = inlineScripts(read(page));
      expect(scripts.length, `inline scripts of ${page}`).toBeGreaterThan(0);
      for (const script of scripts) {
        hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      }
    }
    const policies = rules
      .filter((rule) => rule.path !== '/admin/*')
      .flatMap((rule) => rule.headers)
      .filter(([name]) => name.toLowerCase() === 'content-security-policy')
      .map(([, value]) => value);
    expect(new Set(policies), 'one policy for every rule of the pages in _headers').toEqual(
      new Set([pagesPolicy]),
    );
    // vercel.json and .vercel/output carry the same headers as _headers: the last test.
    expect(
      scriptHashes(pagesPolicy),
      'the CSP of _headers allows exactly the pages’ inline scripts',
    ).toEqual(hashes);
  });

  it('give every page and an unknown path one policy, no inline or eval, no framing, and the other security headers', () => {
    // _headers has no "all but /admin/": an unknown first segment gets no policy there (docs/cms.md).
    expect(vercelPolicies(UNKNOWN_PATH), `Vercel: ${UNKNOWN_PATH}`).toEqual([pagesPolicy]);
    expect(vercelPolicies('/admin/config.yml'), 'Vercel: the CMS').toEqual([
      buildAdminContentSecurityPolicy(),
    ]);
    for (const path of ['/de/no-such-page', ...pageFiles.map((file) => `/${file}`)]) {
      const headers = headersForPath(rules, path);
      const policy = headers.get('content-security-policy')?.value ?? '';
      expect(policy, `${path}: one policy, not two joined with a comma`).not.toContain(',');
      expect(scriptSrc(policy), path).not.toContain("'unsafe-inline'");
      expect(scriptSrc(policy), path).not.toContain("'unsafe-eval'");
      expect(policy, path).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(headers.get('x-content-type-options')?.value, path).toBe('nosniff');
      expect(headers.get('referrer-policy')?.value, path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')?.value, path).toBe(PERMISSIONS_POLICY);
      expect(headers.get('x-frame-options')?.value, path).toBe('DENY');
      // No COOP: it would force a browsing context group switch, and a new renderer, on entry.
      expect(headers.has('cross-origin-opener-policy'), path).toBe(false);
      // Pages keep the hosts' default, revalidated on every visit (the local server sends it too).
      expect(headers.has('cache-control'), path).toBe(false);
    }
  });

  it('cache every hashed asset for a year, under the pages’ policy', () => {
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const headers = headersForPath(rules, `/assets/${asset}`);
      expect(headers.get('cache-control')?.value, asset).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(headers.get('content-security-policy')?.value, asset).toBe(pagesPolicy);
    }
  });

  it('keep every line of _headers within what Cloudflare Pages reads', () => {
    const overlong = headersFile.split('\n').filter((line) => line.length > 2000);
    expect(overlong, 'lines Cloudflare Pages would drop').toEqual([]);
  });

  it('give Vercel the same files and headers, in vercel.json and the Build Output API, and each language its 404 page', () => {
    const config = JSON.parse(
      readFileSync(join(vercelOutput, 'config.json'), 'utf8'),
    ) as VercelConfig;
    expect((JSON.parse(read('vercel.json')) as VercelConfig).routes).toEqual(config.routes);
    const distinct = (headers: Record<string, string>[]) => [
      ...new Set(headers.map((each) => JSON.stringify(each))),
    ];
    expect(
      distinct(config.routes.flatMap((route) => (route.headers ? [route.headers] : []))).sort(),
      'the same headers as _headers',
    ).toEqual(distinct(rules.map((rule) => Object.fromEntries(rule.headers))).sort());
    expect(config.routes.slice(-3)).toEqual([
      { handle: 'filesystem' },
      { src: '^/de/.*$', status: 404, dest: '/de/404.html' },
      { src: '^/.*$', status: 404, dest: '/404.html' },
    ]);
    expect(read('_redirects'), 'Netlify: each language its 404 page').toBe(
      '/de/*  /de/404.html  404\n/*  /404.html  404\n',
    );
    for (const page of pageFiles) {
      expect(readFileSync(join(vercelOutput, 'static', page), 'utf8'), page).toBe(read(page));
    }
    expect(existsSync(join(vercelOutput, 'static', '_headers'))).toBe(false);
    expect(existsSync(join(vercelOutput, 'static', 'vercel.json'))).toBe(false);
  });
});
