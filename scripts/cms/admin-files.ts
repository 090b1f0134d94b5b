// /admin/: Sveltia CMS from its npm package, served by the site itself. Its bundle asks CDNs for its
// fonts, UI languages and a version check: those URLs are pointed at copies beside it (docs/cms.md).
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { ADMIN_PATH } from '../lib/security-headers.ts';
import { installedVersion } from '../waku-output/shape.ts';
import { cmsConfig, cmsSettings } from './cms-config.ts';

const projectRoot = resolve(import.meta.dirname, '..', '..');
const packageDir = join(projectRoot, 'node_modules', '@sveltia', 'cms');
const CMS_VERSION = installedVersion('@sveltia/cms');

/** A new Sveltia CMS that asks its CDNs in another way stops the build here, before it ships. */
const expectShape = (ok: boolean, expected: string) => {
  if (!ok) {
    throw new Error(
      `[cms] @sveltia/cms ${CMS_VERSION} does not have the shape scripts/cms/admin-files.ts expects: ${expected} (docs/upgrading.md).`,
    );
  }
};
const FONT_URL =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+?)(:vf)?@[\d.]+\/([\w-]+\.woff2)/g;
const VERSION_CHECK_URL = /`\$\{\w+\}\/package\.json`/;
const UI_LOCALES_URL = /`\$\{\w+\}@\$\{\w+\}\/locales`/;

/** The bundle with its CDN requests pointed at /admin/; the fonts it names, to copy from fontsource. */
export const selfHostedBundle = (source: string) => {
  const fonts: { from: string; to: string }[] = [];
  const bundle = source
    .replace(FONT_URL, (_url, family: string, variable: string | undefined, file: string) => {
      const name = `${family}-${file}`;
      const fontsource = `@fontsource${variable ? '-variable' : ''}/${family}/files/${name}`;
      fonts.push({ from: join(projectRoot, 'node_modules', fontsource), to: name });
      return `${ADMIN_PATH}fonts/${name}`;
    })
    .replace(VERSION_CHECK_URL, `\`${ADMIN_PATH}version.json\``)
    .replace(UI_LOCALES_URL, `\`${ADMIN_PATH}locales\``)
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  expectShape(fonts.length === 3, 'three fontsource URLs');
  expectShape(VERSION_CHECK_URL.test(source), 'a version check URL ending in /package.json');
  expectShape(UI_LOCALES_URL.test(source), 'a UI locales URL ending in /locales');
  expectShape(!/https:\/\/cdn\.jsdelivr\.net/.test(bundle), 'no other jsDelivr URL');
  return { bundle, fonts };
};

const page = (integrity: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Humanoid · Content</title>
<link href="${ADMIN_PATH}config.yml" type="application/yaml" rel="cms-config-url">
</head>
<body>
<script src="${ADMIN_PATH}sveltia-cms.js" integrity="${integrity}"></script>
</body>
</html>
`;

/** Writes the admin into `dir` (dist/public/admin/ at build time, a cache folder for `npm run cms`). */
export const writeAdmin = async (dir: string) => {
  const { siteConfig } = await import('../../src/config/site.ts');
  const config = cmsConfig(cmsSettings(), siteConfig.url);
  const source = readFileSync(join(packageDir, 'dist', 'sveltia-cms.js'), 'utf8');
  const { bundle, fonts } = selfHostedBundle(source);
  mkdirSync(join(dir, 'fonts'), { recursive: true });
  const integrity = `sha384-${createHash('sha384').update(bundle).digest('base64')}`;
  writeFileSync(join(dir, 'index.html'), page(integrity));
  writeFileSync(join(dir, 'config.yml'), stringify(config, { lineWidth: 0 }));
  writeFileSync(join(dir, 'sveltia-cms.js'), bundle);
  writeFileSync(join(dir, 'version.json'), `${JSON.stringify({ version: CMS_VERSION })}\n`);
  for (const { from, to } of fonts) copyFileSync(from, join(dir, 'fonts', to));
  cpSync(join(packageDir, 'locales'), join(dir, 'locales'), { recursive: true });
  return config;
};

export const run = async ({ root }: { root: string }) => {
  const config = await writeAdmin(join(root, ADMIN_PATH));
  return `Sveltia CMS ${CMS_VERSION} at ${ADMIN_PATH} for ${config.backend.repo} (${config.collections.length} collections)`;
};
