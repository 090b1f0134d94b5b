import { type Booking, siteConfig } from '../../config/site';
import type { Copy } from '../../content/copy';
import { buttonVariants } from '../../ui/button-link';
import { Icon } from '../../ui/icon';
import {
  CalConsent,
  ScheduleCallClient,
  type ScheduleLabels,
  SchedulerLoader,
} from './scheduler-client';

const variants = { ...buttonVariants, floating: 'btn-floating' } as const;

type Props = { variant?: keyof typeof variants; labels: ScheduleLabels; booking: Booking };

/** Schedule a Call: the scheduler's button, and without JavaScript a link to the booking page. */
export const ScheduleCallButton = ({ variant = 'primary', labels, booking }: Props) => {
  const labelClassName = variant === 'floating' ? 'max-md:sr-only' : undefined;
  return (
    <>
      <ScheduleCallClient
        className={variants[variant]}
        labelClassName={labelClassName}
        labels={labels}
        booking={booking}
      />
      <noscript>
        <a
          href={booking.url}
          target="_blank"
          rel="noopener noreferrer"
          className={variants[variant]}
        >
          <Icon icon="i-lucide-calendar-days" className="size-4" />
          <span className={labelClassName}>{labels.scheduleCall}</span>
          <span className="sr-only"> {labels.opensInNewTab}</span>
        </a>
      </noscript>
    </>
  );
};

/** The Schedule a Call button in the corner (DEC-23), in the floating stack; an icon below 768 px. */
export const FloatingSchedule = ({ labels, booking }: Pick<Props, 'labels' | 'booking'>) => (
  <div data-testid="floating-schedule">
    <ScheduleCallButton variant="floating" labels={labels} booking={booking} />
  </div>
);

type SetupProps = { consent: Copy['legal']['calConsent']; privacyPath: string };

/** What a page with Schedule a Call buttons needs once: the loader, or in click mode the question. */
export const SchedulerSetup = ({ consent, privacyPath }: SetupProps) =>
  siteConfig.scheduler.load === 'click' ? (
    <CalConsent words={consent} privacyPath={privacyPath} />
  ) : (
    <SchedulerLoader />
  );
