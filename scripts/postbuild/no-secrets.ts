// Fails the build when a server-side value (not WAKU_PUBLIC_) is in what the browser receives.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { filesEndingWith } from '../lib/files.ts';
import { envFileEntries, loadEnvFiles } from '../lib/load-env.ts';

const SECRET_NAME =
  /(SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_?KEY|ACCESS_?KEY|_KEY$|AUTH)/i;

export const secretCandidates = (env: NodeJS.ProcessEnv, envFileNames: Set<string>) =>
  Object.entries(env).flatMap(([name, value = '']) =>
    !name.startsWith('WAKU_PUBLIC_') &&
    value.trim().length >= 6 &&
    (envFileNames.has(name) || SECRET_NAME.test(name))
      ? [{ name, value: value.trim() }]
      : [],
  );

type Candidate = ReturnType<typeof secretCandidates>[number];

export const findLeaks = (files: { path: string; content: string }[], candidates: Candidate[]) =>
  files.flatMap(({ path, content }) =>
    candidates.filter(({ value }) => content.includes(value)).map(({ name }) => ({ path, name })),
  );

const TEXT = '.html .js .mjs .css .txt .json .xml .webmanifest .svg .map'.split(' ');
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

export const run = async ({ root }: { root: string }) => {
  const envFileNames = new Set(envFileEntries(ENV_FILES).map(([name]) => name));
  const candidates = secretCandidates(loadEnvFiles(), envFileNames);
  const files = filesEndingWith(root, TEXT).map((file) => ({
    path: relative(root, file),
    content: readFileSync(file, 'utf8'),
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
