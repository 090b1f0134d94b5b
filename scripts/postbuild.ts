// Steps that run on the static output after `waku build`, in order, on dist/public: the files
// beside the pages (seo), the rewrites of Waku's output (scripts/waku-output/), the check that no
// server-side value reached the browser (no-secrets), and last the security headers, which hash
// the inline scripts of the final HTML.
import { resolve } from 'node:path';
import { loadEnvFiles } from './lib/load-env.ts';
import * as headers from './postbuild/headers.ts';
import * as noSecrets from './postbuild/no-secrets.ts';
import * as seo from './postbuild/seo.ts';
import { rewrites, type Step } from './waku-output/index.ts';

const root = resolve(import.meta.dirname, '..', 'dist', 'public');
const steps: Step[] = [
  { name: 'seo', run: seo.run },
  ...rewrites,
  { name: 'no-secrets', run: noSecrets.run },
  { name: 'headers', run: headers.run },
];

// The steps read src/config/site.ts, which reads the environment: the .env files the build saw.
loadEnvFiles();
for (const step of steps) {
  const started = performance.now();
  const summary = await step.run({ root });
  console.log(
    `[postbuild] ${step.name}: ${summary} (${Math.round(performance.now() - started)} ms)`,
  );
}
