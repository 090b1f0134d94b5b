'use client';

import { useAtomValue } from 'jotai';
import type { Booking } from '../../config/env';
import { siteConfig } from '../../config/site';
import { Icon } from '../../ui/icon';
import { openCalBooking } from './cal-embed';
import { schedulerStatusAtom } from './scheduler-status';

export type ScheduleLabels = { scheduleCall: string; scheduleLoading: string };

type Props = { className: string; labels: ScheduleLabels; booking: Booking };

/**
 * Loading... and disabled until the widget is ready (SCHED-1), with a spinner at full contrast
 * rather than faded; if the widget failed, it opens the booking page in a new tab.
 */
export const ScheduleCallClient = ({ className, labels, booking }: Props) => {
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
      {loading ? labels.scheduleLoading : labels.scheduleCall}
    </button>
  );
};
