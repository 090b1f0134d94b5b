// Steps that run on the static output after `waku build`, in order. Each step is a module in
// scripts/postbuild/ exporting `run({ root })`, where root is the absolute path of dist/public.
// `headers` comes last: it hashes the inline scripts of the final HTML.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..', 'dist', 'public');
const steps = ['seo', 'headers'];

for (const step of steps) {
  const file = resolve(import.meta.dirname, 'postbuild', `${step}.mjs`);
  if (!existsSync(file)) {
    console.log(`[postbuild] ${step}: skipped, scripts/postbuild/${step}.mjs does not exist`);
    continue;
  }
  const started = performance.now();
  const module = await import(pathToFileURL(file).href);
  await module.run({ root });
  console.log(`[postbuild] ${step} (${Math.round(performance.now() - started)} ms)`);
}
