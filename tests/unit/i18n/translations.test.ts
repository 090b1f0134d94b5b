import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../../src/config/locales';

// Every language's site.json against English, so a missing or extra key or a changed placeholder names itself.
const folder = resolve(import.meta.dirname, '../../../src/content/locales');

/** Every text of a translation by its key path (`contact.fields.email.label`, `capabilities.list.0`). */
const textsOf = (value: unknown, path = ''): Map<string, string> => {
  if (typeof value === 'string') return new Map([[path, value]]);
  if (value === null || typeof value !== 'object')
    throw new Error(`${path}: neither a text nor a group`);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [
      ...textsOf(child, path ? `${path}.${key}` : key),
    ]),
  );
};
const read = (code: string) =>
  textsOf(JSON.parse(readFileSync(join(folder, code, 'site.json'), 'utf8')));
const placeholdersOf = (text = '') =>
  `${[...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort()}`;
const english = read('en');

describe('translations', () => {
  it('has a folder for each configured language, and a configured language for each folder', () => {
    expect(readdirSync(folder).sort()).toEqual(locales.map(({ code }) => code).sort());
  });

  it.each(
    locales.map(({ code }) => code),
  )('%s: no hard line breaks, nor a break inside a legal reference, a figure and its unit or a range (the mail bodies apart)', (code) => {
    const wrongBreak =
      /[\n\r\u2028]|<br|(Art\.|§|Abs\.|Nr\.) \d|lit\. [a-z]\b|\d (countries|Ländern|days|Tagen?)\b|\d–\d|\d-\p{L}/u;
    const broken = [...read(code)].filter(
      ([key, text]) => !key.startsWith('mailFallback.') && wrongBreak.test(text),
    );
    expect(broken).toEqual([]);
  });

  it.each(
    locales.filter(({ code }) => code !== 'en'),
  )('$code: has every key of English and no other, each text translated with its placeholders', ({
    code,
  }) => {
    const translated = read(code);
    const keys = [...english.keys()];
    const placeholdersDiffer = (key: string) =>
      placeholdersOf(english.get(key)) !== placeholdersOf(translated.get(key));
    // One expectation, so that a failure names every kind of gap at once.
    expect({
      missing: keys.filter((key) => !translated.has(key)),
      extra: [...translated.keys()].filter((key) => !english.has(key)),
      placeholders: keys.filter((key) => translated.has(key) && placeholdersDiffer(key)),
      empty: [...translated].filter(([, text]) => text.trim() === '').map(([key]) => key),
    }).toEqual({ missing: [], extra: [], placeholders: [], empty: [] });
  });
});
