'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { siteConfig } from '../../config/site';
import { SCHEDULER_INIT_TIMEOUT_MS, SCHEDULER_READY_AFTER_LOAD_MS } from '../../config/spec';
import { whenIdle } from '../../lib/when-idle';
import { loadCalEmbed } from './cal-embed';
import { schedulerStatusAtom } from './scheduler-status';

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
