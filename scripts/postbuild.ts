// The steps on dist/public after `waku build`, in order: the subset edits the stylesheet inline-css
// inlines, which edits the payload defer-hydration moves; headers hash the final inline scripts.
import { resolve } from 'node:path';
import * as cms from './cms/admin-files.ts';
import { loadEnvFiles } from './lib/load-env.ts';
import * as headers from './postbuild/headers.ts';
import * as noSecrets from './postbuild/no-secrets.ts';
import * as seo from './postbuild/seo.ts';
import * as deferHydration from './waku-output/defer-hydration.ts';
import * as inlineCss from './waku-output/inline-css.ts';
import * as localePages from './waku-output/locale-pages.ts';
import { isOff } from './waku-output/shape.ts';
import * as subsetFont from './waku-output/subset-font.ts';

const root = resolve(import.meta.dirname, '..', 'dist', 'public');
const steps: [name: string, run: (options: { root: string }) => Promise<string>][] = [
  ['seo', seo.run],
  ['locale-pages', localePages.run],
  ['subset-font', subsetFont.run],
  ['inline-css', inlineCss.run],
  ['defer-hydration', deferHydration.run],
  ['cms', cms.run],
  ['no-secrets', noSecrets.run],
  ['headers', headers.run],
];

// The steps read src/config/site.ts, which reads the environment: the .env files the build saw.
loadEnvFiles();
for (const [name, run] of steps) {
  if (isOff(name)) {
    console.log(`[postbuild] ${name}: off (WAKU_OUTPUT_OFF)`);
    continue;
  }
  const started = performance.now();
  const summary = await run({ root });
  console.log(`[postbuild] ${name}: ${summary} (${Math.round(performance.now() - started)} ms)`);
}
