import type { Booking } from '../../config/env';
import { ScheduleCallButton } from './schedule-call-button';
import type { ScheduleLabels } from './schedule-call-client';

type Props = { labels: ScheduleLabels; booking: Booking };

export const FloatingSchedule = ({ labels, booking }: Props) => (
  <div
    className="fixed bottom-4 right-4 z-40 md:bottom-6 md:right-6"
    data-testid="floating-schedule"
  >
    <ScheduleCallButton variant="floating" labels={labels} booking={booking} />
  </div>
);
