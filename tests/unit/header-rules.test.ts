import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile, patternSource } from '../../scripts/lib/header-rules.ts';

const matchesPattern = (pattern: string, path: string) =>
  new RegExp(patternSource(pattern)).test(path);

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
  it('treats * as any characters, the root and nested paths included', () => {
    expect(matchesPattern('/*', '/')).toBe(true);
    expect(matchesPattern('/*', '/a/b/c')).toBe(true);
    expect(matchesPattern('/assets/*', '/assets/x/y.js')).toBe(true);
    expect(matchesPattern('/assets/*', '/images/x.webp')).toBe(false);
    expect(matchesPattern('/*.jpg', '/deep/photo.jpg')).toBe(true);
  });

  it('matches a literal path exactly, dots included', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/index.html')).toBe(false);
    expect(matchesPattern('/index.html', '/index.html')).toBe(true);
    expect(matchesPattern('/index.html', '/indexxhtml')).toBe(false);
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
