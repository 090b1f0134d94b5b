// The build the contract tests read: dist/public as `npm run build` leaves it.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { filesEndingWith } from '../../../scripts/lib/files.ts';

export const projectRoot = resolve(import.meta.dirname, '..', '..', '..');
export const dist = join(projectRoot, 'dist', 'public');
if (!existsSync(join(dist, 'index.html'))) {
  throw new Error(
    `No build in ${dist}: run \`npm run build\` first (npm test builds before the contract tests).`,
  );
}

/** A file of the build, by its path in dist/public. */
export const read = (path: string) => readFileSync(join(dist, path), 'utf8');

/** A file of the build as bytes. */
export const readBytes = (path: string) => readFileSync(join(dist, path));

/** The pages of the build (every .html file, in folders too), by their paths in dist/public. */
export const pageFiles = filesEndingWith(dist, ['.html']).map((path) => relative(dist, path));
