import { createElement, StrictMode } from 'react';
import { Router } from 'waku/router/client';

// Waku's own entry (waku/dist/lib/utils/managed.js), except that hydration runs as a transition and
// starts in three tasks: the page's modules, React DOM's client, the root (performance.md, 5).
declare global {
  var __WAKU_HYDRATE__: boolean | undefined;
}

const rootElement = createElement(StrictMode, null, createElement(Router));

import('./hydrate-root')
  .then(({ hydrate, render }) => {
    if (globalThis.__WAKU_HYDRATE__) setTimeout(() => hydrate(rootElement));
    else render(rootElement);
  })
  .catch((error: unknown) => {
    console.error('[hydrate] React DOM could not be loaded; the page stays static.', error);
  });
