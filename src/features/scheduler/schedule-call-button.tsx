import { siteConfig } from '../../config/site';
import { Icon } from '../../ui/icon';
import { ScheduleCallClient, type ScheduleLabels } from './schedule-call-client';

type Props = {
  variant?: 'primary' | 'secondary' | 'on-ink' | 'ghost-on-ink' | 'floating';
  labels: ScheduleLabels;
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
export const ScheduleCallButton = ({ variant = 'primary', labels }: Props) => (
  <>
    <ScheduleCallClient className={variants[variant]} labels={labels} />
    <noscript>
      <a
        href={siteConfig.scheduler.bookingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={variants[variant]}
      >
        <Icon icon="i-lucide-calendar-days" className="size-4" />
        {labels.scheduleCall}
      </a>
    </noscript>
  </>
);
