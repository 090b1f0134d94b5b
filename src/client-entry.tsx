import { createElement, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';

/**
 * The browser entry: Waku's own (waku/dist/lib/utils/managed.js), except that hydration runs as a
 * transition. React then hydrates in slices of a few milliseconds, yielding to the browser between
 * them, instead of in tasks of 100 ms and more on a mid-range phone that block input meanwhile.
 * A click on a part not yet hydrated makes React hydrate that part first. And hydration starts in a
 * task of its own: evaluating the modules and creating the root (which registers React's event
 * listeners) took one task of 60 ms and more on a phone-speed CPU; apart, neither is long.
 */
declare global {
  /** Set by Waku's bootstrap script on prerendered pages. */
  var __WAKU_HYDRATE__: boolean | undefined;
}

const rootElement = createElement(StrictMode, null, createElement(Router));

if (globalThis.__WAKU_HYDRATE__) {
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(document, rootElement);
    });
  });
} else {
  createRoot(document).render(rootElement);
}
