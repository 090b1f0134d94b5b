// File helpers the post-build steps share.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `dir` whose names end with one of `suffixes`, sorted. */
export const filesEndingWith = (dir: string, suffixes: readonly string[]): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && suffixes.some((suffix) => entry.name.endsWith(suffix)))
        .map((entry) => join(entry.parentPath, entry.name))
        .sort()
    : [];

/** An 8-character content hash for a file name, letters and digits only (like Vite's). */
export const contentHash = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('base64url').replace(/[-_]/g, '').slice(0, 8);
