'use client';

import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Booking } from '../../config/env';
import { siteConfig } from '../../config/site';
import { whenIdle } from '../../lib/when-idle';
import { Icon } from '../../ui/icon';
import { loadCalEmbed, openCalBooking } from './cal-embed';

const schedulerStatusAtom = atom<'loading' | 'ready' | 'failed'>('loading');

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

export type ScheduleLabels = { scheduleCall: string; scheduleLoading: string };

type Props = {
  className: string;
  labelClassName?: string;
  labels: ScheduleLabels;
  booking: Booking;
};

/** Disabled until the widget is ready (SCHED-1), as wide as its wider label so nothing shifts. */
export const ScheduleCallClient = ({ className, labelClassName = '', labels, booking }: Props) => {
  const status = useAtomValue(schedulerStatusAtom);
  const open = () => {
    if (status === 'ready') openCalBooking({ ...siteConfig.scheduler, link: booking.link });
    else window.open(booking.url, '_blank', 'noopener,noreferrer');
  };
  const loading = status === 'loading';
  return (
    <button
      type="button"
      className={`${className} js-only`}
      disabled={loading}
      aria-busy={loading}
      data-scheduler={status}
      onClick={open}
    >
      <Icon
        icon={loading ? 'i-lucide-loader-circle' : 'i-lucide-calendar-days'}
        className={loading ? 'size-4 animate-spin' : 'size-4'}
      />
      <span
        key={loading ? 'loading' : 'ready'}
        className={`inline-flex flex-col items-center after:(invisible h-0 overflow-hidden content-[attr(data-other)]) ${labelClassName}`}
        data-other={loading ? labels.scheduleCall : labels.scheduleLoading}
      >
        {loading ? labels.scheduleLoading : labels.scheduleCall}
      </span>
    </button>
  );
};
