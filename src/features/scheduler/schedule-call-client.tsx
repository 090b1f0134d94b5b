'use client';

import { useAtomValue } from 'jotai';
import { siteConfig } from '../../config/site';
import { actionLabels } from '../../content/navigation';
import { Icon } from '../../ui/icon';
import { openCalBooking } from './cal-embed';
import { schedulerStatusAtom } from './scheduler-status';

type Props = { className: string };

/**
 * A Schedule a Call button: Loading... and disabled until the widget is ready (at full contrast,
 * with a spinner rather than faded), then it opens the onboarding-call booking; if the widget
 * failed, it opens the booking page in a new tab.
 */
export const ScheduleCallClient = ({ className }: Props) => {
  const status = useAtomValue(schedulerStatusAtom);
  const open = () => {
    if (status === 'ready') openCalBooking(siteConfig.scheduler);
    else window.open(siteConfig.scheduler.bookingUrl, '_blank', 'noopener,noreferrer');
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
      {loading ? (
        <Icon icon="i-lucide-loader-circle" className="size-4 animate-spin" />
      ) : (
        <Icon icon="i-lucide-calendar-days" className="size-4" />
      )}
      {loading ? actionLabels.scheduleLoading : actionLabels.scheduleCall}
    </button>
  );
};
