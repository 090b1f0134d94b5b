import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../scripts/lib/header-rules.ts';
import {
  assertEachHeaderOnce,
  buildContentSecurityPolicy,
  CLOUDFLARE_LINE_LIMIT,
  extractInlineScripts,
  inlineScriptHashes,
  overlongLines,
  renderHeadersFile,
  renderVercelConfig,
  renderVercelJson,
  schedulerFrameOrigins,
  scriptHash,
  securityHeaderRules,
} from '../../scripts/lib/security-headers.ts';

const fixture = readFileSync(
  resolve(import.meta.dirname, 'fixtures/prerendered-page.html'),
  'utf8',
);

/** The CSP specification's own example: the hash of `alert('Hello, world.');`. */
const HELLO_WORLD_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

const calCloud = {
  origin: 'https://app.cal.com',
  bookingUrl: 'https://cal.com/humanoid/onboarding-call',
};
const policy = (scriptHashes: string[] = [HELLO_WORLD_HASH]) =>
  buildContentSecurityPolicy({
    scriptHashes,
    scheduler: calCloud,
    emailjsOrigin: 'https://api.emailjs.com',
  });
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));

describe('extractInlineScripts', () => {
  it('finds the inline scripts of a prerendered page, in order, as the browser reads them', () => {
    expect(extractInlineScripts(fixture)).toEqual([
      "alert('Hello, world.');",
      'self.__FLIGHT_DATA = ["0:{\\"a\\":1}\\n"];',
      'self.__FLIGHT_DATA.push("1:[]\\n")',
      'import("/assets/client.js");',
    ]);
  });

  it('leaves out external scripts, data blocks, comments and the text of raw-text elements', () => {
    const scripts = extractInlineScripts(fixture).join('\n');
    expect(scripts).not.toContain('schema.org');
    expect(scripts).not.toContain('commented out');
    expect(scripts).not.toContain('text of a style element');
  });

  it('normalises line breaks like the HTML parser and keeps entities undecoded', () => {
    expect(extractInlineScripts('<script>a();\r\nb();\rc("&amp;")</script>')).toEqual([
      'a();\nb();\nc("&amp;")',
    ]);
  });

  it('reads an empty script and an unclosed one to the end of the text', () => {
    expect(extractInlineScripts('<script></script><script defer>x()')).toEqual(['', 'x()']);
  });
});

describe('script hashes', () => {
  it("hash the script text with SHA-256 in CSP's source-expression form", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(HELLO_WORLD_HASH);
  });

  it('list each inline script of a page once', () => {
    const hashes = inlineScriptHashes(`${fixture}<script>alert('Hello, world.');</script>`);
    expect(hashes).toHaveLength(4);
    expect(hashes[0]).toBe(HELLO_WORLD_HASH);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows scripts from the site, the Cal.com embed and the hashed inline scripts only', () => {
    const scriptSrc = directive(policy(), 'script-src');
    expect(scriptSrc).toBe(`script-src 'self' https://app.cal.com ${HELLO_WORLD_HASH}`);
    expect(policy()).not.toContain('unsafe-eval');
  });

  it('names every source the page needs and forbids framing, plugins and foreign form targets', () => {
    const csp = policy();
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.emailjs.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://app.cal.com https://cal.com');
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'font-src')).toBe("font-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    // Without JavaScript the forms post to the email provider's send-form endpoint, nowhere else.
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://api.emailjs.com");
    expect(directive(csp, 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests');
  });

  it('is one policy: no comma, each directive once, each hash once', () => {
    const csp = policy([HELLO_WORLD_HASH, HELLO_WORLD_HASH]);
    expect(csp).not.toContain(',');
    const names = csp.split(';').map((part) => part.trim().split(' ')[0]);
    expect(new Set(names).size).toBe(names.length);
    expect(csp.split(HELLO_WORLD_HASH)).toHaveLength(2);
  });

  it('takes the origins from the configuration, paths and trailing slashes dropped', () => {
    const csp = buildContentSecurityPolicy({
      scriptHashes: [],
      scheduler: { origin: 'https://cal.example.com/', bookingUrl: 'https://cal.example.com/a/b' },
      emailjsOrigin: 'http://127.0.0.1:9999/',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://cal.example.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://cal.example.com');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9999");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' http://127.0.0.1:9999");
  });
  it('leaves out a service whose origin is set to empty, and rejects one that is not a URL', () => {
    const csp = buildContentSecurityPolicy({
      scriptHashes: [],
      scheduler: { origin: '', bookingUrl: '/humanoid/onboarding-call' },
      emailjsOrigin: '',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(() =>
      buildContentSecurityPolicy({ scriptHashes: [], scheduler: calCloud, emailjsOrigin: 'api' }),
    ).toThrow(/"api"/);
  });
});

describe('schedulerFrameOrigins', () => {
  it('has the embed origin and the public booking host, once each', () => {
    expect(schedulerFrameOrigins(calCloud)).toEqual(['https://app.cal.com', 'https://cal.com']);
    expect(
      schedulerFrameOrigins({
        origin: 'https://cal.example.com',
        bookingUrl: 'https://cal.example.com/x',
      }),
    ).toEqual(['https://cal.example.com']);
  });
});

// What the written files carry for each path (one policy, the other headers, caching, Vercel's
// routes) is read from the build: tests/contract/headers.test.ts.
describe('the headers files', () => {
  it('refuse a header set in two rules, which hosts would comma-join into two policies', () => {
    const twice = [
      { path: '/*', headers: [['Content-Security-Policy', "default-src 'self'"]] },
      { path: '/', headers: [['content-security-policy', "script-src 'self'"]] },
    ] satisfies Parameters<typeof assertEachHeaderOnce>[0];
    expect(() => assertEachHeaderOnce(twice)).toThrow(/content-security-policy.*"\/\*".*"\/"/i);
    expect(() => renderHeadersFile(twice)).toThrow();
    expect(() => renderVercelConfig(twice)).toThrow();
    expect(() => renderVercelJson(twice)).toThrow();
  });

  it('give the CMS its own policy: every other path keeps the pages’ one, in _headers and for Vercel', () => {
    const rules = securityHeaderRules({
      contentSecurityPolicy: 'pages',
      admin: { path: '/admin/', contentSecurityPolicy: 'cms' },
    });
    const served = parseHeadersFile(renderHeadersFile(rules, ['admin/', 'de/', '404.html']));
    const policyOf = (path: string) => headersForPath(served, path).get('content-security-policy');
    expect(policyOf('/admin/')?.value).toBe('cms');
    for (const path of ['/', '/de/work/', '/404.html'])
      expect(policyOf(path)?.value, path).toBe('pages');
    const routes = renderVercelConfig(rules).routes.flatMap((route) =>
      'headers' in route && route.headers['Content-Security-Policy'] ? [route] : [],
    );
    const vercelPolicies = (path: string) =>
      routes
        .filter(({ src }) => new RegExp(src).test(path))
        .map(({ headers }) => headers['Content-Security-Policy']);
    expect(vercelPolicies('/admin/config.yml')).toEqual(['cms']);
    expect(vercelPolicies('/no/such/page')).toEqual(['pages']);
  });

  it("report lines over Cloudflare Pages' limit", () => {
    expect(overlongLines(`/*\n  X-Short: a\n`)).toEqual([]);
    expect(overlongLines(`/*\n  X-Long: ${'a'.repeat(CLOUDFLARE_LINE_LIMIT)}\n`)).toHaveLength(1);
  });
});
