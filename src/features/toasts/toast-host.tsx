'use client';

import { useAtom } from 'jotai';
import { startTransition, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../../config/spec';
import { useThemeChoice } from '../theme/theme-choice';
import { FallbackToasts, ToastAction } from './fallback-toasts';
import { toastQueueAtom } from './toast-queue';

type Sonner = typeof import('sonner');

type Props = { labels: { notifications: string; dismiss: string; close: string } };

/** The page's one toaster: sonner, fetched once a form has focus (before the client too); a plain list if it fails. */
export const ToastHost = ({ labels }: Props) => {
  const [queue, setQueue] = useAtom(toastQueueAtom);
  const [sonner, setSonner] = useState<Sonner | 'unavailable' | null>(null);
  const theme = useThemeChoice();
  const lastFrom = useRef(new Map<string, number>());
  const toastWaiting = queue.length > 0;

  // Fetched in the event and mounted in startTransition, so no interaction waits (performance.md, 14).
  useEffect(() => {
    if (sonner) return;
    const load = () =>
      import('sonner').then(
        (module) => startTransition(() => setSonner(module)),
        () => startTransition(() => setSonner('unavailable')),
      );
    if (toastWaiting || document.activeElement?.closest('form')) load();
    const onFocus = (event: FocusEvent) => {
      if ((event.target as Element | null)?.closest?.('form')) load();
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [sonner, toastWaiting]);

  useEffect(() => {
    if (!sonner || sonner === 'unavailable' || queue.length === 0) return;
    const position = awayFromFocus(document.activeElement);
    for (const { id, tone, title, description, action, from } of queue) {
      if (from) {
        const last = lastFrom.current.get(from);
        if (last) sonner.toast.dismiss(last);
        lastFrom.current.set(from, id);
      }
      sonner.toast[tone](title, {
        id,
        position,
        // A way out sits under the words (beside them, a phone's title broke mid-word) and stays till used or closed.
        description: action ? [description, <ToastAction key="action" {...action} />] : description,
        duration: action ? Number.POSITIVE_INFINITY : undefined,
      });
    }
    setQueue([]);
  }, [sonner, queue, setQueue]);

  if (sonner === 'unavailable') return <FallbackToasts labels={labels} />;
  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="bottom-center"
      theme={theme}
      containerAriaLabel={labels.notifications}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      // At the top, under the header (64px, 72px from 768px), so it leaves the header's links free.
      offset={{ bottom: stackTop, top: 80 }}
      mobileOffset={{ bottom: stackTop, top: 72, left: 12, right: 12 }}
      // The site's font, text at 4.5:1 on sonner's tinted backgrounds, a 24px close target.
      style={toasterStyle}
      toastOptions={{
        classNames: { closeButton: '!size-6' },
        closeButtonAriaLabel: labels.close,
      }}
    />
  );
};

const stackTop = 'calc(var(--floating-stack-height) + 0.5rem)';

/** Room a toast takes above the stack, in px: a failed send's, its way out under its words (German, 320 px: 190). */
const TOAST_ROOM_PX = 200;

/** A toast goes where it covers no focused control: to the top when the control is in the toasts' room. */
const awayFromFocus = (focused: Element | null): 'top-center' | 'bottom-center' => {
  if (!focused || focused === document.body) return 'bottom-center';
  const stack = Number.parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue('--floating-stack-height'),
  );
  const room = window.innerHeight - (stack || 0) - TOAST_ROOM_PX;
  return focused.getBoundingClientRect().bottom > room ? 'top-center' : 'bottom-center';
};

const toasterStyle: Record<string, string> = {
  fontFamily: 'inherit',
  '--success-text': 'rgb(var(--color-success))',
  '--error-text': 'rgb(var(--color-danger))',
};
