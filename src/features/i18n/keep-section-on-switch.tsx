'use client';

import { useEffect } from 'react';
import { readingSectionId } from './reading-section';

/**
 * A language link takes the visitor to the same section in the other language: at the moment of
 * the click, the id of the section they are reading becomes the link's hash. Without JavaScript
 * (or before the client) the link opens the other language's page at its top.
 */
export const KeepSectionOnSwitch = () => {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
        'a[data-locale-link]',
      );
      if (!link) return;
      const id = readingSectionId(
        [...document.querySelectorAll<HTMLElement>('main > section[id]')].map((section) => ({
          id: section.id,
          top: section.getBoundingClientRect().top,
        })),
        window.innerHeight,
      );
      link.hash = id ? `#${id}` : '';
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
};
