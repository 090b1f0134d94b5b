// .env.local, then .env, into process.env as the Waku CLI loads them (set variables win): what the build saw.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

export const envFileEntries = (names: string[]) =>
  names.flatMap((name) => {
    const file = resolve(import.meta.dirname, '..', '..', name);
    return existsSync(file) ? Object.entries(parseEnv(readFileSync(file, 'utf8'))) : [];
  });

export const loadEnvFiles = () => {
  for (const [key, value] of envFileEntries(['.env.local', '.env'])) process.env[key] ??= value;
  return process.env;
};
