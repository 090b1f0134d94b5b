'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

const isField = (target: EventTarget | null) =>
  target instanceof Element && target.matches('input, textarea, select');

type Props = { children: ReactNode };

/** What floats at the bottom right (the language offer with Schedule a Call), under the toasts. `data-away`
 * names what it steps aside for: the page's `data-floats-away` on screen (the hero's buttons, the Why
 * chapter, the end as `end`) and a field in use (`typing`). Observers and focus events: idle at rest. */
export const FloatingStack = ({ children }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  // Before the client, as at the top of the page: the hero's buttons are in view.
  const [inView, setInView] = useState(['hero']);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    const stack = ref.current;
    if (!stack) return;
    const sightings = new Map<Element, boolean>();
    const sight = new IntersectionObserver((entries) => {
      for (const entry of entries) sightings.set(entry.target, entry.isIntersecting);
      const seen = [...sightings].filter(([, on]) => on);
      setInView(seen.map(([element]) => element.getAttribute('data-floats-away') ?? ''));
    });
    for (const element of document.querySelectorAll('[data-floats-away]')) sight.observe(element);

    setTyping(isField(document.activeElement));
    const onFocusIn = (event: FocusEvent) => setTyping(isField(event.target));
    const onFocusOut = (event: FocusEvent) => setTyping(isField(event.relatedTarget));
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

  const away = [...inView, ...(typing ? ['typing'] : [])].join(' ');
  return (
    <div ref={ref} className="floating-stack" data-away={away || undefined}>
      {children}
    </div>
  );
};
