import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

// A chunk of its own, so React DOM evaluates in a task of its own (performance.md, 5); a transition
// hydrates in slices that yield to input.
export const hydrate = (root: ReactNode) => {
  startTransition(() => {
    hydrateRoot(document, root);
  });
};

export const render = (root: ReactNode) => {
  createRoot(document).render(root);
};
