// Fails the build when a server-side value (an environment variable without the WAKU_PUBLIC_
// prefix) appears in anything the browser receives: HTML, the RSC payloads, JS, CSS, text files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { loadEnvFiles } from '../lib/load-env.ts';
import { findLeaks, secretCandidates } from '../lib/secret-scan.ts';

const TEXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.txt',
  '.json',
  '.xml',
  '.webmanifest',
  '.svg',
  '.map',
]);
const projectRoot = resolve(import.meta.dirname, '..', '..');

const envFileNames = () => {
  const names = new Set<string>();
  for (const file of ['.env', '.env.local', '.env.production', '.env.production.local']) {
    const path = resolve(projectRoot, file);
    if (existsSync(path))
      for (const name of Object.keys(parseEnv(readFileSync(path, 'utf8')))) names.add(name);
  }
  return names;
};

export const run = async ({ root }: { root: string }) => {
  const env = loadEnvFiles(projectRoot);
  const candidates = secretCandidates(env, envFileNames());
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEXT.has(extname(file)))
    .map((file) => ({
      path: relative(root, join(root, file)),
      content: readFileSync(join(root, file), 'utf8'),
    }));
  const leaks = findLeaks(files, candidates);
  if (leaks.length > 0) {
    const list = leaks.map(({ path, name }) => `  ${name} in dist/public/${path}`).join('\n');
    throw new Error(
      `Server-side values reached the browser files:\n${list}\nOnly WAKU_PUBLIC_ variables may be used in the page.`,
    );
  }
  return `${candidates.length} server-side values checked in ${files.length} files`;
};
