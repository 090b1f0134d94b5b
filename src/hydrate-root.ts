import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

// React DOM's client in a chunk of its own, so it evaluates in a task of its own; defer-hydration
// preloads it with the entry (performance.md, 5).

/** Hydrates as a transition: in slices that yield to input. */
export const hydrate = (root: ReactNode) => {
  startTransition(() => {
    hydrateRoot(document, root);
  });
};

export const render = (root: ReactNode) => {
  createRoot(document).render(root);
};
