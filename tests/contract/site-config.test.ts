// The settings are validated at build time (src/config/vite-plugin.ts): the browser gets their
// values, never the schema library that checks them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist, read } from './support/dist.ts';

const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));

describe('the settings reach the browser as values', () => {
  it('no client module carries valibot', () => {
    expect(assets.length, 'client modules in dist/public/assets').toBeGreaterThan(0);
    const withValibot = assets.filter((file) => read(`assets/${file}`).includes('valibot'));
    expect(withValibot, 'modules with valibot code (its schemas name their vendor)').toEqual([]);
  });
});
