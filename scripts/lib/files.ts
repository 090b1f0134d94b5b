import { createHash } from 'node:crypto';
import { globSync } from 'node:fs';
import { join } from 'node:path';

export const filesEndingWith = (dir: string, suffixes: readonly string[]): string[] => {
  const patterns = suffixes.map((suffix) => `**/*${suffix}`);
  return globSync(patterns, { cwd: dir })
    .sort()
    .map((file) => join(dir, file));
};

export const contentHash = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('base64url').replace(/[-_]/g, '').slice(0, 8);
