import type { Booking } from '../../config/env';
import { buttonVariants } from '../../ui/button-link';
import { Icon } from '../../ui/icon';
import { ScheduleCallClient, type ScheduleLabels } from './scheduler-client';

const variants = { ...buttonVariants, floating: 'btn-floating' } as const;

type Props = {
  variant?: keyof typeof variants;
  labels: ScheduleLabels;
  /** The page's language's event (DEC-26). */
  booking: Booking;
};

/** Schedule a Call: the scheduler's button, and without JavaScript a link to the booking page. */
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

/** The Schedule a Call button that stays in the corner (DEC-23). */
export const FloatingSchedule = ({ labels, booking }: Omit<Props, 'variant'>) => (
  <div
    className="fixed bottom-4 right-4 z-40 md:bottom-6 md:right-6"
    data-testid="floating-schedule"
  >
    <ScheduleCallButton variant="floating" labels={labels} booking={booking} />
  </div>
);
