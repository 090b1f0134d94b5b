// The settings are validated at build time (src/config/vite-plugin.ts): the browser gets their
// values, never the schema library that checks them.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesEndingWith } from '../../scripts/lib/files.ts';

const dist = resolve(import.meta.dirname, '..', '..', 'dist', 'public');
const assets = filesEndingWith(resolve(dist, 'assets'), ['.js']);

describe('the settings reach the browser as values', () => {
  it('no client module carries valibot', () => {
    expect(assets.length, `client modules in ${dist}/assets`).toBeGreaterThan(0);
    const withValibot = assets
      .filter((file) => readFileSync(file, 'utf8').includes('valibot'))
      .map((file) => relative(dist, file));
    expect(withValibot, 'modules with valibot code (its schemas name their vendor)').toEqual([]);
  });
});
