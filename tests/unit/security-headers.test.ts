import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
  patternSource,
  scriptHash,
} from '../../scripts/lib/security-headers.ts';

const fixture = readFileSync(
  resolve(import.meta.dirname, 'fixtures/prerendered-page.html'),
  'utf8',
);

/** The CSP specification's own example: the hash of `alert('Hello, world.');`. */
const HELLO_WORLD_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

const calCloud = { origin: 'https://app.cal.com', bookingOrigin: 'https://cal.com' };
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));

describe('inlineScriptHashes', () => {
  it('hashes each inline script of a page, in order, as the browser reads it', () => {
    // External scripts, data blocks, comments and the text of raw-text elements are left out.
    expect(inlineScriptHashes(fixture)).toEqual(
      [
        "alert('Hello, world.');",
        'self.__FLIGHT_DATA = ["0:{\\"a\\":1}\\n"];',
        'self.__FLIGHT_DATA.push("1:[]\\n")',
        'import("/assets/client.js");',
      ].map(scriptHash),
    );
  });

  it('normalises line breaks like the HTML parser, keeps entities, reads an unclosed script to the end', () => {
    expect(
      inlineScriptHashes('<script>a();\r\nb();\rc("&amp;")</script><script defer>x()'),
    ).toEqual(['a();\nb();\nc("&amp;")', 'x()'].map(scriptHash));
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows the site, the Cal.com embed and each hashed inline script once, and names the services', () => {
    const csp = buildContentSecurityPolicy({
      scriptHashes: [HELLO_WORLD_HASH, HELLO_WORLD_HASH],
      scheduler: calCloud,
      emailjsOrigin: 'https://api.emailjs.com',
    });
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' https://app.cal.com ${HELLO_WORLD_HASH}`,
    );
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.emailjs.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://app.cal.com https://cal.com');
    // Without JavaScript the forms post to the email provider's send-form endpoint, nowhere else.
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://api.emailjs.com");
  });

  it('takes the origins from the configuration, paths and trailing slashes dropped, each once', () => {
    const csp = buildContentSecurityPolicy({
      scriptHashes: [],
      scheduler: { origin: 'https://cal.example.com/', bookingOrigin: 'https://cal.example.com' },
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
      scheduler: { origin: '', bookingOrigin: '' },
      emailjsOrigin: '',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(() =>
      buildContentSecurityPolicy({ scriptHashes: [], scheduler: calCloud, emailjsOrigin: 'api' }),
    ).toThrow(/Invalid URL/);
  });
});

// What the written files carry for each path (one policy, the other headers, caching, Vercel's
// routes, lines Cloudflare Pages reads) is read from the build: tests/contract/headers.test.ts.
describe('parseHeadersFile', () => {
  it('reads paths, indented headers, comments and values holding colons', () => {
    const rules = parseHeadersFile(
      [
        '# a comment',
        '/*',
        '  X-Frame-Options: DENY',
        '  # an indented comment',
        "  Content-Security-Policy: connect-src 'self' https://api.emailjs.com",
        '',
        '/assets/*   ',
        '\tCache-Control: public, max-age=31536000, immutable',
      ].join('\n'),
    );
    expect(rules).toEqual([
      {
        path: '/*',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', "connect-src 'self' https://api.emailjs.com"],
        ],
      },
      { path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ]);
  });

  it('ignores header lines before the first path and lines without a colon', () => {
    expect(parseHeadersFile('  X-Early: 1\n/\n  ! Detach-Me\n  X-Late: 2')).toEqual([
      { path: '/', headers: [['X-Late', '2']] },
    ]);
  });
});

describe('patternSource', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/a/b/c', true],
    ['/assets/*', '/assets/x/y.js', true],
    ['/assets/*', '/images/x.webp', false],
    ['/*.jpg', '/deep/photo.jpg', true],
    ['/', '/', true],
    ['/', '/index.html', false],
    ['/index.html', '/index.html', true],
    ['/index.html', '/indexxhtml', false],
  ])('%s matches %s: %s (* any characters, the rest literally)', (pattern, path, matches) => {
    expect(new RegExp(patternSource(pattern)).test(path)).toBe(matches);
  });
});

describe('headersForPath', () => {
  it('joins a header set by two matching rules with a comma, as the hosts do', () => {
    const rules = parseHeadersFile(
      '/*\n  Content-Security-Policy: a\n  X-Robots-Tag: noindex\n/page\n  content-security-policy: b',
    );
    expect(headersForPath(rules, '/page').get('content-security-policy')).toEqual({
      name: 'Content-Security-Policy',
      value: 'a, b',
    });
    expect(headersForPath(rules, '/other').get('content-security-policy')?.value).toBe('a');
    expect(headersForPath(rules, '/page').get('x-robots-tag')?.value).toBe('noindex');
  });
});
