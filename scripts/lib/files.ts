import { createHash } from 'node:crypto';
import { globSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `dir` whose names end with one of `suffixes`, sorted. */
export const filesEndingWith = (dir: string, suffixes: readonly string[]): string[] => {
  const patterns = suffixes.map((suffix) => `**/*${suffix}`);
  return globSync(patterns, { cwd: dir })
    .sort()
    .map((file) => join(dir, file));
};

/** An 8-character content hash for a file name, letters and digits only (like Vite's). */
export const contentHash = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('base64url').replace(/[-_]/g, '').slice(0, 8);
