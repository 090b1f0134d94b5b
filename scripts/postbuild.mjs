// Steps that run on the static output after `waku build`, in order. Each step is a module in
// scripts/postbuild/ exporting `run({ root })`, where root is the absolute path of dist/public.
// Steps that rewrite the HTML come before `headers`, which comes last: it hashes the inline
// scripts of the final HTML.
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', 'dist', 'public');
const steps = ['seo', 'subset-font', 'inline-css', 'defer-hydration', 'no-secrets', 'headers'];

for (const step of steps) {
  const started = performance.now();
  const module = await import(`./postbuild/${step}.mjs`);
  await module.run({ root });
  console.log(`[postbuild] ${step} (${Math.round(performance.now() - started)} ms)`);
}
