'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { siteConfig } from '../../config/site';
import { whenIdle } from '../../lib/when-idle';
import { loadCalEmbed } from './cal-embed';
import { schedulerStatusAtom } from './scheduler-status';

/** Loads the Cal.com scheduler at idle time (DEC-11) and tells every button how it went. */
export const SchedulerLoader = () => {
  const setStatus = useSetAtom(schedulerStatusAtom);
  useEffect(
    () =>
      whenIdle(() => {
        loadCalEmbed(siteConfig.scheduler)
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
