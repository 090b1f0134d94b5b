// Post-build step: each page loads its client JavaScript after its first paint (see
// scripts/lib/defer-hydration.mjs), so the first paint needs only the HTML with its inline CSS,
// and the preloaded font. Runs before `headers`, which hashes the rewritten bootstrap script.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deferHydration } from '../lib/defer-hydration.mjs';

export const run = async ({ root }) => {
  const pages = readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const done = [];
  for (const page of pages) {
    const result = deferHydration(readFileSync(page, 'utf8'));
    if (!result.entry) continue;
    writeFileSync(page, result.html);
    done.push(`${relative(root, page)} (${result.preloads.length} modules)`);
  }
  console.log(
    `[postbuild] defer-hydration: ${done.join(', ') || 'no page with a bootstrap script'}`,
  );
};
