'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * What the stack steps aside for, marked `data-floats-away` in the page: the hero's buttons and the Why
 * chapter (below 768 px), the closing banner and the footer (`end`), and a form field in use (`typing`).
 */
type Away = { hero: boolean; chapter: boolean; end: boolean; typing: boolean };

const isField = (target: EventTarget | null) =>
  target instanceof Element && target.matches('input, textarea, select');

type Props = { children: ReactNode };

/**
 * The one place for what floats at the bottom right (the language offer over Schedule a Call); the
 * toasts sit above it, at `--floating-stack-height`. Observers and focus events only: idle at rest.
 */
export const FloatingStack = ({ children }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  // Before the client, as at the top of the page: the hero's buttons are in view.
  const [away, setAway] = useState<Away>({ hero: true, chapter: false, end: false, typing: false });

  useEffect(() => {
    const stack = ref.current;
    if (!stack) return;
    const inView = new Map<Element, boolean>();
    const kindInView = (kind: string) =>
      [...inView].some(([element, on]) => on && element.getAttribute('data-floats-away') === kind);
    const sight = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      setAway((now) => ({
        ...now,
        hero: kindInView('hero'),
        chapter: kindInView('chapter'),
        end: kindInView('end'),
      }));
    });
    for (const element of document.querySelectorAll('[data-floats-away]')) sight.observe(element);

    const onFocusIn = (event: FocusEvent) =>
      setAway((now) => ({ ...now, typing: isField(event.target) }));
    const onFocusOut = (event: FocusEvent) =>
      setAway((now) => ({ ...now, typing: isField(event.relatedTarget) }));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);

    // How far up from the bottom the stack reaches: toasts and focus scrolling stay above it.
    const size = new ResizeObserver(() => {
      const reach = stack.offsetHeight + Number.parseFloat(getComputedStyle(stack).bottom);
      document.documentElement.style.setProperty(
        '--floating-stack-height',
        `${Math.ceil(reach)}px`,
      );
    });
    size.observe(stack);
    return () => {
      sight.disconnect();
      size.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return (
    <div
      ref={ref}
      className="floating-stack"
      data-hero={away.hero || undefined}
      data-chapter={away.chapter || undefined}
      data-end={away.end || undefined}
      data-typing={away.typing || undefined}
    >
      {children}
    </div>
  );
};
