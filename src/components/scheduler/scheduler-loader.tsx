'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { siteConfig } from '../../config/site';
import { schedulerStatusAtom } from '../../state/scheduler';
import { loadCalEmbed } from './cal-embed';

/** Runs `task` once the page is loaded and the browser is idle, so it never delays the first render. */
const whenIdle = (task: () => void) => {
  let handle = 0;
  const schedule = () => {
    handle = window.requestIdleCallback
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
};

/** Loads the Cal.com scheduler after the page is interactive and tells every button how it went. */
export const SchedulerLoader = () => {
  const setStatus = useSetAtom(schedulerStatusAtom);
  useEffect(
    () =>
      whenIdle(() => {
        const { embedScriptUrl, bookingOrigin, namespace, layout, link } = siteConfig.scheduler;
        loadCalEmbed({ embedScriptUrl, bookingOrigin, namespace, layout, link })
          .then(() => setStatus('ready'))
          .catch((error: unknown) => {
            console.error(
              'Scheduler failed to initialise; buttons open the booking page instead.',
              error,
            );
            setStatus('failed');
          });
      }),
    [setStatus],
  );
  return null;
};
