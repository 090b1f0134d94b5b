'use client';

import { useAtom } from 'jotai';
import { type ComponentType, useEffect, useState } from 'react';
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
      toastOptions={{ className: 'toast' }}
    />
  );
};

const show = (sonner: Sonner, { id, tone, title, description }: ToastRequest) => {
  const options = { id, description };
  if (tone === 'destructive') sonner.toast.error(title, options);
  else if (tone === 'success') sonner.toast.success(title, options);
  else sonner.toast(title, options);
};
