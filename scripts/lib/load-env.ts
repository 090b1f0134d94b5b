// Loads .env.local then .env into process.env the way the Waku CLI does (dotenv: variables already
// set win, then the first file that sets a key), so scripts and tests see what the build saw.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

export const loadEnvFiles = (root: string = resolve(import.meta.dirname, '..', '..')) => {
  for (const name of ['.env.local', '.env']) {
    const file = resolve(root, name);
    if (!existsSync(file)) continue;
    for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
      if (process.env[key] === undefined) process.env[key] = value;
    }
  }
  return process.env;
};
