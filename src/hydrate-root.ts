import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * React DOM's client, imported by src/client-entry.tsx on its own, so that its ~180 kB of code is
 * evaluated in a task of its own (scripts/waku-output/defer-hydration.ts preloads this chunk with
 * the entry, so the split costs no round trip).
 */

/** Hydrates the prerendered document as a transition: in slices that yield to the browser. */
export const hydrate = (root: ReactNode) => {
  startTransition(() => {
    hydrateRoot(document, root);
  });
};

/** Renders into the document when there is no prerendered markup to hydrate. */
export const render = (root: ReactNode) => {
  createRoot(document).render(root);
};
