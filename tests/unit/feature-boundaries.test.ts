import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A feature imports another only in a direction listed here, and no two features import each other:
// shared code belongs in lib/, config/ or ui/ (docs/architecture.md).
const ALLOWED: Record<string, string> = {
  'lead-forms -> toasts': "a send's outcome is told by a toast",
  'scheduler -> theme': "Cal.com's booking modal opens in the visitor's theme",
  'toasts -> theme': "the toaster follows the visitor's theme",
};

const FEATURES = resolve(import.meta.dirname, '../../src/features');

const featureOf = (file: string): string | null => {
  const path = relative(FEATURES, file);
  return path.startsWith('..') ? null : (path.split(/[\\/]/)[0] ?? null);
};

/** Every module specifier a source names: `from '…'`, `import '…'`, `import('…')`. */
const specifiers = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].flatMap(
    ([, spec]) => spec ?? [],
  );

/** Each import from one feature into another, as "from -> to" with the importing file. */
const crossings = () =>
  readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .flatMap((path) => {
      const file = join(FEATURES, path);
      const from = featureOf(file);
      return specifiers(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => featureOf(resolve(dirname(file), spec)))
        .filter((to): to is string => to !== null && to !== from)
        .map((to) => ({ direction: `${from} -> ${to}`, file: relative(FEATURES, file) }));
    });

describe('feature boundaries', () => {
  it('finds the imports it checks', () => {
    expect(
      specifiers(`import a from './a';\nexport { b } from "../b";\nconst c = import('./c');`),
    ).toEqual(['./a', '../b', './c']);
    expect(crossings().length).toBeGreaterThan(0);
  });

  it('lets a feature import another only in a listed direction, lists only directions in use, none both ways', () => {
    const used = new Set(crossings().map(({ direction }) => direction));
    const directions = new Set([...used, ...Object.keys(ALLOWED)]);
    // One expectation, so that a failure names every kind of gap at once.
    expect({
      unlisted: crossings().filter(({ direction }) => !(direction in ALLOWED)),
      unused: Object.keys(ALLOWED).filter((direction) => !used.has(direction)),
      mutual: [...directions].filter((direction) => {
        const [from, to] = direction.split(' -> ');
        return directions.has(`${to} -> ${from}`);
      }),
    }).toEqual({ unlisted: [], unused: [], mutual: [] });
  });
});
