import type { Booking } from '../../config/env';
import { Icon } from '../../ui/icon';
import { ScheduleCallClient, type ScheduleLabels } from './schedule-call-client';

type Props = {
  variant?: 'primary' | 'secondary' | 'on-ink' | 'ghost-on-ink' | 'floating';
  labels: ScheduleLabels;
  /** The page's language's event (docs: WAKU_PUBLIC_CAL_LINK_<CODE>). */
  booking: Booking;
};

const variants = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  'on-ink': 'btn-on-ink',
  'ghost-on-ink': 'btn-ghost-on-ink',
  floating: 'btn-floating',
} as const;

/**
 * Schedule a Call: the scheduler button, and for visitors without JavaScript a plain link to the
 * booking page in its place.
 */
export const ScheduleCallButton = ({ variant = 'primary', labels, booking }: Props) => (
  <>
    <ScheduleCallClient className={variants[variant]} labels={labels} booking={booking} />
    <noscript>
      <a href={booking.url} target="_blank" rel="noopener noreferrer" className={variants[variant]}>
        <Icon icon="i-lucide-calendar-days" className="size-4" />
        {labels.scheduleCall}
      </a>
    </noscript>
  </>
);
