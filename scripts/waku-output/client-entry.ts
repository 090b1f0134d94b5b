// What defer-hydration.ts reads from Waku's bootstrap script (`<script id="_R_">`) and the client
// entry (src/client-entry.tsx): the entry, the chunk to preload with it, the payload's RSC path.
import { elementsOf, type PageElement } from './html.ts';
import { shapeCheck } from './shape.ts';

const expectShape = shapeCheck('client-entry');
const BOOTSTRAP_ID = '_R_';
const ENTRY_IMPORT = /import\("([^"]+)"\)\s*$/;
const PREFETCHED = /__WAKU_PREFETCHED__\s*=\s*\{\s*("(?:[^"\\]|\\.)*")\s*:/;
const HYDRATE_ROOT_IMPORT = /\bimport\(\s*["']\.\/(hydrate-root-[\w-]+\.js)["']\s*\)/g;

export const bootstrapOf = (html: string): PageElement =>
  expectShape(
    elementsOf(html).find(
      (element) => element.name === 'script' && element.attributes.get('id') === BOOTSTRAP_ID,
    ),
    `Waku's bootstrap script <script id="${BOOTSTRAP_ID}"> in each prerendered page`,
  );

/** The bootstrap's trailing `import("…")` of the entry module, and the entry's URL. */
export const entryImportOf = (bootstrap: string): { code: string; entry: string } => {
  const match = expectShape(
    ENTRY_IMPORT.exec(bootstrap),
    'the bootstrap script to end with import("/assets/<entry>.js")',
  );
  return { code: match[0], entry: match[1] ?? '' };
};

/** The RSC path whose response the bootstrap script hands to Waku (`"R/_root"` for the home page). */
export const prefetchedRscPath = (bootstrap: string): string =>
  JSON.parse(
    expectShape(
      PREFETCHED.exec(bootstrap)?.[1],
      'the bootstrap script to set globalThis.__WAKU_PREFETCHED__ = { "<rsc path>": … }',
    ),
  );

/** The chunks of src/hydrate-root.ts (React DOM's client) the entry imports: needed next. */
export const hydrateRootChunks = (entrySource: string, entryHref: string): string[] => {
  const dir = entryHref.slice(0, entryHref.lastIndexOf('/') + 1);
  const chunks = [
    ...new Set([...entrySource.matchAll(HYDRATE_ROOT_IMPORT)].map(([, file]) => dir + file)),
  ];
  expectShape(
    chunks.length > 0,
    `the client entry ${entryHref} to import React DOM's client as a chunk of its own, import("./hydrate-root-<hash>.js") (src/client-entry.tsx)`,
  );
  return chunks;
};
