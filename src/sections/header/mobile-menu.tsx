'use client';

import { useAtom } from 'jotai';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { MOBILE_BREAKPOINT_EM } from '../../config/spec-css';
import { lockScroll, scrollToHash, unlockScroll } from '../../features/scroll';
import { Icon } from '../../ui/icon';
import { menuOpenAtom } from './menu-open';

type Props = { labels: { open: string; close: string }; children: ReactNode };

const focusables = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);

/** Everything on the page but the header is inert while the menu covers it. */
const setPageInert = (inert: boolean) => {
  for (const element of document.querySelectorAll<HTMLElement>('body > :not(#site-header)')) {
    element.inert = inert;
  }
};

/**
 * The full-screen menu below 768px: the toggle opens and closes it; open, it locks page scrolling,
 * takes focus and keeps it; Escape, the toggle or a chosen link close it and focus goes back.
 */
export const MobileMenu = ({ labels, children }: Props) => {
  const [open, setOpen] = useAtom(menuOpenAtom);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(
    (returnFocus: boolean) => {
      unlockScroll();
      setPageInert(false);
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    },
    [setOpen],
  );

  useEffect(() => {
    if (!open) return;
    lockScroll();
    setPageInert(true);
    focusables(panelRef.current)[0]?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    // The md: breakpoint of the toggle's md:hidden (768px at the default text size).
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_EM})`);
    const onWide = () => wide.matches && close(false);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
      unlockScroll();
      setPageInert(false);
    };
  }, [open, close]);

  // Tab and Shift+Tab cycle between the toggle and the menu's links.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Tab') return;
    const items = [toggleRef.current, ...focusables(panelRef.current)].filter(
      (item): item is HTMLElement => item !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // Choosing a link closes the menu, then scrolls to its target.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    const href = link.getAttribute('href') ?? '';
    close(false);
    if (href.startsWith('#')) {
      event.preventDefault();
      scrollToHash(href);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keeps Tab inside the open menu; the controls are the button and links
    <div className="md:hidden" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? labels.close : labels.open}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        <Icon icon={open ? 'i-lucide-x' : 'i-lucide-menu'} className="size-5" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates the links' own clicks */}
      <div
        id="mobile-menu"
        ref={panelRef}
        className="mobile-menu"
        hidden={!open}
        onClick={onPanelClick}
      >
        {children}
      </div>
    </div>
  );
};
