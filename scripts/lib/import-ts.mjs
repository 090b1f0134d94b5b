// Imports a TypeScript module of src/ from a plain Node script: esbuild bundles it to ESM in
// node_modules/.cache, then Node imports that. Lets build scripts read the same typed content and
// configuration the page renders (one source, never two copies).
import { mkdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { loadEnvFiles } from './load-env.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const cacheDir = resolve(root, 'node_modules', '.cache', 'import-ts');

export const importTs = async (relativePath) => {
  loadEnvFiles(root);
  mkdirSync(cacheDir, { recursive: true });
  const outfile = resolve(
    cacheDir,
    `${basename(relativePath).replace(/\.tsx?$/, '')}-${Date.now()}.mjs`,
  );
  await build({
    entryPoints: [resolve(root, relativePath)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
};
