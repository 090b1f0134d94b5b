'use client';

import { getDefaultStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../../config/spec';
import { type ToastRequest, toastQueueAtom } from './toast-queue';

export const ToastAction = ({ label, href }: { label: string; href: string }) => (
  <a className="toast-action" href={href}>
    {label}
  </a>
);

type Props = { labels: { notifications: string; dismiss: string } };

const dismiss = (toast: ToastRequest) =>
  getDefaultStore().set(toastQueueAtom, (queue) =>
    queue.slice(-3).filter((item) => item !== toast),
  );

/** Plain toasts for when the toaster could not be downloaded (which leaves them queued): the three newest, announced, dismissible. */
export const FallbackToasts = ({ labels }: Props) => {
  const queue = useAtomValue(toastQueueAtom);

  // The oldest toast goes after a while; one that offers a way out stays until dismissed.
  useEffect(() => {
    const oldest = queue.slice(-3).find((toast) => !toast.action);
    if (!oldest) return;
    const timer = window.setTimeout(() => dismiss(oldest), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [queue]);

  return (
    <section
      aria-label={labels.notifications}
      aria-live="polite"
      className="fixed inset-x-3 bottom-[calc(var(--floating-stack-height)+0.5rem)] z-[70] mx-auto flex max-w-[26rem] flex-col gap-2"
    >
      {queue.slice(-3).map((toast) => (
        <div
          key={toast.id}
          className={[
            'relative rounded-xl border border-line bg-surface px-4 py-3 pr-10 text-ink shadow-lift',
            'data-[type=error]:(border-danger/30 bg-danger-soft text-danger)',
            'data-[type=success]:(border-success/30 bg-success-soft text-success)',
          ].join(' ')}
          data-type={toast.tone}
        >
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="mt-0.5 text-sm opacity-85">{toast.description}</p>}
          {toast.action && <ToastAction {...toast.action} />}
          <button
            type="button"
            className="absolute right-2 top-2 grid size-7 place-items-center rounded-full hover:bg-ink/5"
            aria-label={labels.dismiss}
            onClick={() => dismiss(toast)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
};
