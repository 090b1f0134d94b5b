'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { HEADER_BACKGROUND_AFTER_PX, HEADER_HIDE_AFTER_PX } from '../../config/spec';
import { followScroll } from '../../features/scroll/scroll-engine';

type ScrollSample = { y: number; previousY: number; wasHidden: boolean };

/** The header's look for a scroll position (HDR-3, HDR-4); no movement keeps it as is. */
export const nextHeaderState = ({ y, previousY, wasHidden }: ScrollSample) => ({
  translucent: y > HEADER_BACKGROUND_AFTER_PX,
  hidden: y > HEADER_HIDE_AFTER_PX && (y === previousY ? wasHidden : y > previousY),
});

type Props = { children: ReactNode };

export const HeaderShell = ({ children }: Props) => {
  // Two values, so a scroll that changes neither renders nothing.
  const [translucent, setTranslucent] = useState(false);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previous = { y: 0, hidden: false };
    const update = (y: number) => {
      const next = nextHeaderState({ y, previousY: previous.y, wasHidden: previous.hidden });
      previous = { y, hidden: next.hidden };
      setTranslucent(next.translucent);
      setHidden(next.hidden);
    };
    // First read in the next frame: read in the effects, scrollY forced a layout of its own.
    const frame = requestAnimationFrame(() => {
      previous.y = window.scrollY;
      update(window.scrollY);
    });
    const stopFollowing = followScroll(update);
    return () => {
      stopFollowing();
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <header
      id="site-header"
      className={[
        'site-header data-[hidden=true]:not-focus-within:-translate-y-full',
        'data-[translucent=true]:(border-b-ink/8 bg-paper/95)',
        'data-[translucent=true]:[backdrop-filter:saturate(180%)_blur(14px)]',
      ].join(' ')}
      data-translucent={translucent}
      data-hidden={hidden}
    >
      {children}
    </header>
  );
};
