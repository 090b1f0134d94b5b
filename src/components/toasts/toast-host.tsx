'use client';

import { useAtom } from 'jotai';
import { type ComponentType, type CSSProperties, useEffect, useState } from 'react';
import { type ToastRequest, toastQueueAtom } from '../../state/toasts';

type Sonner = typeof import('sonner');

/**
 * The page's one toaster. Sonner loads with the first toast (nobody sees a toaster before), then
 * every queued toast is shown: errors in the destructive style, all announced by its live region.
 */
export const ToastHost = () => {
  const [queue, setQueue] = useAtom(toastQueueAtom);
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    if (queue.length === 0 || sonner) return;
    let cancelled = false;
    import('sonner').then((module) => {
      if (!cancelled) setSonner(module);
    });
    return () => {
      cancelled = true;
    };
  }, [queue.length, sonner]);

  useEffect(() => {
    if (!sonner || queue.length === 0) return;
    for (const request of queue) show(sonner, request);
    setQueue([]);
  }, [sonner, queue, setQueue]);

  if (!sonner) return null;
  const Toaster = sonner.Toaster as ComponentType<import('sonner').ToasterProps>;
  return (
    <Toaster
      position="bottom-center"
      richColors
      closeButton
      duration={6000}
      visibleToasts={3}
      offset={24}
      mobileOffset={{ bottom: 88, left: 12, right: 12 }}
      // The site's font, title and text at 4.5:1 or more on sonner's tinted backgrounds, and a
      // 24px close target with the site's focus ring.
      style={toasterStyle}
      toastOptions={{ className: 'toast focus', classNames: { closeButton: 'focus !size-6' } }}
    />
  );
};

const toasterStyle = {
  fontFamily: 'inherit',
  '--success-text': '#047857',
  '--error-text': '#B91C1C',
  '--info-text': '#1D4ED8',
  '--warning-text': '#A16207',
} as CSSProperties;

const show = (sonner: Sonner, { id, tone, title, description }: ToastRequest) => {
  const options = { id, description };
  if (tone === 'destructive') sonner.toast.error(title, options);
  else if (tone === 'success') sonner.toast.success(title, options);
  else sonner.toast(title, options);
};
