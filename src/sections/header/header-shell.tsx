'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { followScroll, type HeaderState, nextHeaderState } from '../../features/scroll';

type Props = { children: ReactNode };

/** Translucent beyond 10px, hidden while scrolling down past 100px; renders only when its look changes. */
export const HeaderShell = ({ children }: Props) => {
  const [state, setState] = useState<HeaderState>({ translucent: false, hidden: false });
  const last = useRef({ y: 0, state });
  useEffect(() => {
    const update = (y: number) => {
      const previous = last.current;
      const next = nextHeaderState({ y, previousY: previous.y, wasHidden: previous.state.hidden });
      last.current = { y, state: next };
      if (
        next.hidden !== previous.state.hidden ||
        next.translucent !== previous.state.translucent
      ) {
        setState(next);
      }
    };
    // First read in the next frame, with the page restyled after hydration anyway: read here, in
    // the effects right after hydration, window.scrollY forced a style and layout pass of its own.
    const frame = requestAnimationFrame(() => {
      last.current = { y: window.scrollY, state: last.current.state };
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
      // Never hidden while focus is inside it.
      className={[
        'site-header data-[hidden=true]:not-focus-within:-translate-y-full',
        'data-[translucent=true]:(border-b-ink/8 bg-paper/78)',
        'data-[translucent=true]:[backdrop-filter:saturate(180%)_blur(14px)]',
      ].join(' ')}
      data-translucent={state.translucent}
      data-hidden={state.hidden}
    >
      {children}
    </header>
  );
};
