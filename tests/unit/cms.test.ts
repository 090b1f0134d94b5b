import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { selfHostedBundle } from '../../scripts/cms/admin-files.ts';
import { cmsSettings, placeholderPattern } from '../../scripts/cms/cms-config.ts';
import { locales } from '../../src/config/locales.ts';
import { splitFrontMatter } from '../../src/content/work.ts';

const content = resolve(import.meta.dirname, '../../src/content');

describe('the content files, as the CMS writes them', () => {
  // A save then changes the edited line and no other (e2e/cms.spec.ts drives one).
  it.each(
    locales,
  )('$code: the words are JSON as the CMS writes it, no text starting or ending in a space', ({
    code,
  }) => {
    const text = readFileSync(join(content, 'locales', code, 'site.json'), 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    const spaced = [...text.matchAll(/"([^"]*)"/g)].flatMap(([, value]) =>
      value !== undefined && value !== value.trim() ? [value] : [],
    );
    expect(spaced, 'the CMS trims these on save').toEqual([]);
  });

  it.each(locales)('$code: the case studies’ front matter is YAML as the CMS writes it', ({
    code,
  }) => {
    const folder = join(content, 'work', code);
    for (const file of readdirSync(folder)) {
      const text = readFileSync(join(folder, file), 'utf8');
      const { yaml = '', body = '' } = splitFrontMatter(text) ?? {};
      expect(`${yaml}\n`, file).toBe(stringify(parse(yaml), { lineWidth: 0, singleQuote: true }));
      expect(body, `${file}: a blank line after the front matter`).toMatch(/^\n[^\n]/);
    }
  });
});

describe('the CMS configuration', () => {
  it('asks a translation to keep each placeholder of the English text', () => {
    const [source = '', message] = placeholderPattern('{name} · {count} projects') ?? [];
    const pattern = new RegExp(source);
    expect(pattern.test('{count} Projekte · {name}')).toBe(true);
    expect(pattern.test('Projekte · {name}')).toBe(false);
    expect(message).toBe('Keep {name}, {count}: the site puts a value there.');
    expect(placeholderPattern('No placeholder')).toBeUndefined();
  });

  it('names each wrong setting', () => {
    expect(() =>
      cmsSettings({ CMS_GITHUB_REPO: 'just-a-name', CMS_AUTH_URL: 'http://auth' }),
    ).toThrow(
      [
        'CMS_GITHUB_REPO must be a GitHub repository like owner/name, not "just-a-name".',
        'CMS_AUTH_URL must be the https:// origin of an OAuth helper, or empty for Netlify, not "http://auth".',
      ].join('\n'),
    );
    expect(cmsSettings({}).CMS_GITHUB_BRANCH).toBe('main');
  });

  it('stops the build when a new CMS bundle asks its CDNs in another way', () => {
    expect(() => selfHostedBundle('console.log("no CDN URL here")')).toThrow(
      /@sveltia\/cms [\d.]+ does not have the shape .* three fontsource URLs/,
    );
  });
});
