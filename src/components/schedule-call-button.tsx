import { siteConfig } from '../config/site';
import { actionLabels } from '../content/navigation';
import { Icon } from './icon';

type Props = { variant?: 'primary' | 'secondary' | 'on-ink' | 'ghost-on-ink' | 'floating' };

const variants = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  'on-ink': 'btn-on-ink',
  'ghost-on-ink': 'btn-ghost-on-ink',
  floating: 'btn-floating',
} as const;

/** Opens the onboarding-call booking. */
export const ScheduleCallButton = ({ variant = 'primary' }: Props) => (
  <a
    href={siteConfig.scheduler.bookingUrl}
    target="_blank"
    rel="noopener noreferrer"
    className={variants[variant]}
  >
    <Icon icon="i-lucide-calendar-days" className="size-4" />
    {actionLabels.scheduleCall}
  </a>
);
