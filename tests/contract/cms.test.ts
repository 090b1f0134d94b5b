// The CMS the build ships at /admin/: its page, its headers, its bundle served from the site, and a
// configuration that offers exactly the fields the content has. Editing through it: e2e/cms.spec.ts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  buildAdminContentSecurityPolicy,
  headersForPath,
  parseHeadersFile,
} from '../../scripts/lib/security-headers.ts';
import { locales } from '../../src/config/locales.ts';
import { splitFrontMatter } from '../../src/content/work.ts';
import { dist, projectRoot, read } from './support/dist.ts';

type Field = { name: string; widget: string; fields?: Field[]; pattern?: [string, string] };
const config = parse(read('admin/config.yml')) as {
  collections: { name: string; fields?: Field[]; files?: { fields: Field[] }[] }[];
};
const collection = (name: string) => config.collections.find((each) => each.name === name);

/** Every key path a value holds, lists as one key (the CMS's list holds its items). */
const keyPaths = (value: unknown, path = ''): string[] => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [path];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(
      Array.isArray(child) && typeof child[0] === 'object' ? child[0] : child,
      path ? `${path}.${key}` : key,
    ),
  );
};
/** Every field that holds a value, by its key path. */
const leafFields = (fields: Field[], path = ''): [string, Field][] =>
  fields.flatMap((field) => {
    const here = path ? `${path}.${field.name}` : field.name;
    return field.fields ? leafFields(field.fields, here) : [[here, field]];
  });
const fieldPaths = (fields: Field[]) => leafFields(fields).map(([path]) => path);
const sorted = (paths: string[]) => [...new Set(paths)].sort();

const words = (code: string) =>
  JSON.parse(readFileSync(join(projectRoot, 'src/content/locales', code, 'site.json'), 'utf8'));
const frontMatters = () =>
  locales.flatMap(({ code }) => {
    const folder = join(projectRoot, 'src/content/work', code);
    return readdirSync(folder).map((file) => ({
      file: `${code}/${file}`,
      data: parse(splitFrontMatter(readFileSync(join(folder, file), 'utf8'))?.yaml ?? ''),
    }));
  });

describe('the CMS at /admin/', () => {
  it('offers a field for every key of each language’s words, and no field the words do not have', () => {
    const offered = sorted(fieldPaths(collection('words')?.files?.[0]?.fields ?? []));
    expect(offered.length).toBeGreaterThan(300);
    for (const { code } of locales) expect(offered, code).toEqual(sorted(keyPaths(words(code))));
  });

  it('offers a field for every front matter key of each case study, and no other', () => {
    const offered = sorted(
      fieldPaths(collection('work')?.fields ?? []).filter((path) => path !== 'body'),
    );
    for (const { file, data } of frontMatters())
      expect(offered, file).toEqual(sorted(keyPaths(data)));
  });

  it('refuses a translation that drops a placeholder, and takes every current one', () => {
    const patterns = new Map(
      leafFields(collection('words')?.files?.[0]?.fields ?? []).flatMap(([path, { pattern }]) =>
        pattern ? [[path, new RegExp(pattern[0])] as const] : [],
      ),
    );
    expect(patterns.get('seo.home.title')?.test('Humanoid · Websites'), 'no {name}').toBe(false);
    for (const { code } of locales) {
      const texts = words(code);
      for (const [path, pattern] of patterns) {
        const text = path.split('.').reduce((value, key) => value?.[key], texts);
        expect(pattern.test(text), `${code}: ${path}`).toBe(true);
      }
    }
  });

  it('is a page of its own that search engines leave out, under a policy of its own', () => {
    const page = read('admin/index.html');
    expect(page).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    const bundle = readFileSync(join(dist, 'admin/sveltia-cms.js'));
    const integrity = `sha384-${createHash('sha384').update(bundle).digest('base64')}`;
    expect(page).toContain(`<script src="/admin/sveltia-cms.js" integrity="${integrity}">`);
    expect(read('sitemap.xml')).not.toContain('/admin');

    const headers = headersForPath(parseHeadersFile(read('_headers')), '/admin/');
    expect(
      headers.get('content-security-policy')?.value,
      'its own, not the pages’ joined to it',
    ).toBe(buildAdminContentSecurityPolicy());
    expect(headers.get('x-robots-tag')?.value).toBe('noindex, nofollow');
  });

  it('serves its bundle, fonts and interface languages from the site, asking no CDN', () => {
    const bundle = read('admin/sveltia-cms.js');
    expect(bundle).not.toMatch(/cdn\.jsdelivr\.net|unpkg\.com\/@sveltia\/cms\/package\.json/);
    for (const font of bundle.match(/\/admin\/fonts\/[\w-]+\.woff2/g) ?? []) {
      expect(existsSync(join(dist, font)), font).toBe(true);
    }
    expect(bundle.match(/\/admin\/fonts\//g)).toHaveLength(3);
    expect(existsSync(join(dist, 'admin/locales/de.json'))).toBe(true);
  });
});
