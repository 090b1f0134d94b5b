// Post-build step: each page loads its client JavaScript, and the RSC payload hydration reads,
// after its first contentful paint (see scripts/lib/defer-hydration.mjs). The first paint needs only
// the HTML with its inline CSS, and the preloaded font. React DOM's client, a chunk the entry
// imports on its own, is preloaded with the page's modules. The payload, inlined by Waku, moves to a
// content-hashed file in /assets/ (cached for a year like the scripts), so a page never hydrates
// with the payload of another build. Runs after `inline-css`, which edits the payload, and before
// `headers`, which hashes the rewritten bootstrap script.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { deferHydration, entryOf, hydrateRootChunks } from '../lib/defer-hydration.mjs';
import { readFlight } from '../lib/flight-data.mjs';

const contentHash = (text) =>
  createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 8);

export const run = async ({ root }) => {
  const pages = readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const done = [];
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const flight = readFlight(html);
    const payloadHref =
      flight === null ? null : `/assets/rsc-${basename(page, '.html')}-${contentHash(flight)}.txt`;
    const entry = entryOf(html);
    const alsoPreload = entry
      ? hydrateRootChunks(readFileSync(join(root, entry.replace(/^\//, '')), 'utf8'), entry)
      : [];
    const result = deferHydration(html, { payloadHref, alsoPreload });
    if (!result.entry) continue;
    if (payloadHref && flight !== null) writeFileSync(join(root, payloadHref.slice(1)), flight);
    writeFileSync(page, result.html);
    done.push(
      `${relative(root, page)} (${result.preloads.length} modules${payloadHref ? `, payload ${payloadHref}` : ''})`,
    );
  }
  console.log(
    `[postbuild] defer-hydration: ${done.join(', ') || 'no page with a bootstrap script'}`,
  );
};
