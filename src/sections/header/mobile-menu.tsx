'use client';

import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { MOBILE_BREAKPOINT_EM } from '../../config/spec';
import { lockScroll, scrollToHash, unlockScroll } from '../../features/scroll/scroll-engine';
import { Icon } from '../../ui/icon';
import { MENU_ID } from './menu-head-script';

type Props = {
  logo: ReactNode;
  labels: { open: string; close: string; menu: string };
  children: ReactNode;
};

// The page behind stops (Lenis first: its read of the position costs no layout) and skips rendering (performance.md, 12).
const lockPage = () => {
  lockScroll();
  document.documentElement.dataset.menuOpen = '';
};

export const MobileMenu = ({ logo, labels, children }: Props) => {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const show = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    lockPage();
    dialog.showModal();
    dialog.querySelector<HTMLElement>('nav a')?.focus();
    setOpen(true);
  };

  // Also on `close`: the browser may close the dialog itself, without `cancel`.
  const close = useCallback((returnFocus: boolean) => {
    // Every write before Lenis reads the scroll position as it starts: the page is restyled once.
    delete document.documentElement.dataset.menuOpen;
    dialogRef.current?.close();
    unlockScroll();
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // Opened by its command before the client came: the client takes it as open.
  useEffect(() => {
    if (!dialogRef.current?.open) return;
    lockPage();
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    // The md: breakpoint of the toggle's md:hidden (768px at the default text size).
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_EM})`);
    const onWide = () => wide.matches && close(false);
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [open, close]);

  // Tab and Shift+Tab go round the menu's own items, not out to the browser's controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    ];
    const edge = event.shiftKey ? items[0] : items.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? items.at(-1) : items[0])?.focus();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
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
    <>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle js-only"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={labels.open}
        onClick={(event) => {
          event.preventDefault(); // the command, for before the client, would open it again
          show();
        }}
        {...{ commandfor: MENU_ID, command: 'show-modal' }}
      >
        <Icon icon="i-lucide-menu" className="size-5" />
      </button>
      <dialog
        id={MENU_ID}
        ref={dialogRef}
        className="fixed inset-0 m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain border-0 bg-paper p-0 text-ink open:(flex flex-col)"
        aria-label={labels.menu}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onCancel={(event) => {
          event.preventDefault();
          close(true);
        }}
        onClose={() => open && close(false)}
      >
        <div className="sticky top-0 shrink-0 border-b border-ink/8 bg-paper">
          <div className="header-bar">
            <span className="-m-2 p-2" aria-hidden="true">
              {logo}
            </span>
            <button
              type="button"
              className="menu-toggle"
              aria-expanded="true"
              aria-controls={MENU_ID}
              aria-label={labels.close}
              onClick={() => close(true)}
              {...{ commandfor: MENU_ID, command: 'close' }}
            >
              <Icon icon="i-lucide-x" className="size-5" />
            </button>
          </div>
        </div>
        {children}
      </dialog>
    </>
  );
};
