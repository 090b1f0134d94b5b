import { createElement, StrictMode } from 'react';
import { Router } from 'waku/router/client';

/**
 * The browser entry: Waku's own (waku/dist/lib/utils/managed.js), except that hydration runs as a
 * transition. React then hydrates in slices of a few milliseconds, yielding to the browser between
 * them, instead of in tasks of 100 ms and more on a mid-range phone that block input meanwhile.
 * A click on a part not yet hydrated makes React hydrate that part first. And the start is spread
 * over three tasks: the modules of the page, then React DOM's client (src/hydrate-root.ts, a chunk
 * of its own), then the root's creation (which registers React's event listeners). Evaluated
 * together they were one task of 60 ms and more on a phone-speed CPU.
 */
declare global {
  /** Set by Waku's bootstrap script on prerendered pages. */
  var __WAKU_HYDRATE__: boolean | undefined;
}

const rootElement = createElement(StrictMode, null, createElement(Router));

import('./hydrate-root')
  .then(({ hydrate, render }) => {
    if (globalThis.__WAKU_HYDRATE__) setTimeout(() => hydrate(rootElement));
    else render(rootElement);
  })
  .catch((error: unknown) => {
    // The page stays as prerendered: every section readable, every link working.
    console.error('[hydrate] React DOM could not be loaded; the page stays static.', error);
  });
