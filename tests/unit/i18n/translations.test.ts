import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../../src/config/locales';

// Every language's site.json against English: the same keys, and in each text the same
// placeholders ({name}, {max} …), so a missing or extra key or a changed placeholder names itself.
const folder = resolve(import.meta.dirname, '../../../src/content/locales');
const read = (code: string): unknown =>
  JSON.parse(readFileSync(join(folder, code, 'site.json'), 'utf8'));

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

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

const english = textsOf(read('en'));

describe('translations', () => {
  it('has a folder for each configured language, and a configured language for each folder', () => {
    expect(readdirSync(folder).sort()).toEqual(locales.map(({ code }) => code).sort());
  });

  for (const { code } of locales.filter(({ code }) => code !== 'en')) {
    const translated = textsOf(read(code));

    it(`${code}: has every key of English and no other`, () => {
      expect(
        [...english.keys()].filter((key) => !translated.has(key)),
        'missing keys',
      ).toEqual([]);
      expect(
        [...translated.keys()].filter((key) => !english.has(key)),
        'extra keys',
      ).toEqual([]);
    });

    it(`${code}: keeps the placeholders of every English text`, () => {
      const differing = [...english].filter(
        ([key, text]) =>
          translated.has(key) &&
          `${placeholdersOf(text)}` !== `${placeholdersOf(translated.get(key) ?? '')}`,
      );
      expect(differing.map(([key]) => key)).toEqual([]);
    });

    it(`${code}: translates, leaving no text empty`, () => {
      expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual(
        [],
      );
    });
  }
});
