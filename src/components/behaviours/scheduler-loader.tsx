'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadCalEmbed } from '../../browser/cal-embed';
import { whenIdle } from '../../browser/when-idle';
import { siteConfig } from '../../config/site';
import { SCHEDULER_INIT_TIMEOUT_MS, SCHEDULER_READY_AFTER_LOAD_MS } from '../../config/spec';
import { schedulerStatusAtom } from '../../state/scheduler';

/** Loads the Cal.com scheduler after the page is interactive and tells every button how it went. */
export const SchedulerLoader = () => {
  const setStatus = useSetAtom(schedulerStatusAtom);
  useEffect(
    () =>
      whenIdle(() => {
        const { embedScriptUrl, bookingOrigin, namespace, layout, link } = siteConfig.scheduler;
        loadCalEmbed(
          { embedScriptUrl, bookingOrigin, namespace, layout, link },
          { initMs: SCHEDULER_INIT_TIMEOUT_MS, afterLoadMs: SCHEDULER_READY_AFTER_LOAD_MS },
        )
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
