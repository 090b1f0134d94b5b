'use client';

import { useAtom } from 'jotai';
import { startTransition, useEffect, useRef, useState } from 'react';
import { FLOATING_BUTTON_CLEARANCE_PX, TOAST_DURATION_MS } from '../../config/spec';
import { useThemeChoice } from '../theme/theme-choice';
import { FallbackToasts, ToastAction } from './fallback-toasts';
import { toastQueueAtom } from './toast-queue';

type Sonner = typeof import('sonner');
type Loaded = { status: 'idle' } | { status: 'ready'; sonner: Sonner } | { status: 'unavailable' };

type Props = { labels: { notifications: string; dismiss: string; close: string } };

/** The page's one toaster: sonner, fetched at the first focus into a form; a plain list if it fails. */
export const ToastHost = ({ labels }: Props) => {
  const [queue, setQueue] = useAtom(toastQueueAtom);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const requested = useRef(false);
  const theme = useThemeChoice();
  const idle = loaded.status === 'idle';
  const toastWaiting = queue.length > 0;

  // Fetched in the event and mounted in startTransition, so no interaction waits (performance.md, 14).
  useEffect(() => {
    if (!idle) return;
    const load = () => {
      if (requested.current) return;
      requested.current = true;
      import('sonner').then(
        (sonner) => startTransition(() => setLoaded({ status: 'ready', sonner })),
        () => startTransition(() => setLoaded({ status: 'unavailable' })),
      );
    };
    if (toastWaiting) load();
    const onFocus = (event: FocusEvent) => {
      if ((event.target as Element | null)?.closest?.('form')) load();
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [idle, toastWaiting]);

  useEffect(() => {
    if (loaded.status !== 'ready' || queue.length === 0) return;
    for (const { id, tone, title, description, action } of queue) {
      loaded.sonner.toast[tone === 'destructive' ? 'error' : 'success'](title, {
        id,
        description,
        action: action && <ToastAction {...action} />,
        // A toast that offers a way out stays until the visitor dismisses it or uses it.
        duration: action ? Number.POSITIVE_INFINITY : undefined,
      });
    }
    setQueue([]);
  }, [loaded, queue, setQueue]);

  if (loaded.status === 'unavailable') return <FallbackToasts labels={labels} />;
  if (loaded.status !== 'ready') return null;
  return (
    <loaded.sonner.Toaster
      position="bottom-center"
      theme={theme}
      containerAriaLabel={labels.notifications}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      offset={24}
      mobileOffset={{ bottom: FLOATING_BUTTON_CLEARANCE_PX, left: 12, right: 12 }}
      // The site's font, text at 4.5:1 on sonner's tinted backgrounds, a 24px close target.
      style={toasterStyle}
      toastOptions={{
        className: 'focus',
        classNames: { closeButton: 'focus !size-6' },
        closeButtonAriaLabel: labels.close,
      }}
    />
  );
};

const toasterStyle: Record<string, string> = {
  fontFamily: 'inherit',
  '--success-text': 'rgb(var(--color-success))',
  '--error-text': 'rgb(var(--color-danger))',
};
