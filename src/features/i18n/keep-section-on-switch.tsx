'use client';

import { useEffect } from 'react';
import { answerLanguageOffer } from './language-offer';

/** The last section whose top has passed the upper third of the viewport; none in the hero. */
export const readingSectionId = (
  sections: readonly { id: string; top: number }[],
  viewportHeight: number,
): string | null => {
  const reading = sections.findLast(({ top }) => top <= viewportHeight / 3)?.id ?? null;
  return reading === 'hero' ? null : reading;
};

/** At a language link's click: the section being read becomes its hash; the offer is answered. */
export const KeepSectionOnSwitch = () => {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
        'a[data-locale-link]',
      );
      if (!link) return;
      answerLanguageOffer();
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
