import { Fragment } from 'react';
import type { Booking } from '../../config/site';
import type { Copy } from '../../content/copy';
import { ScheduleCallButton } from '../../features/scheduler/schedule-call-button';
import { sentences } from '../../lib/utils';
import { ButtonLink } from '../../ui/button-link';
import { Section } from '../../ui/section';

type Props = { copy: Copy; booking: Booking };

export const ClosingBanner = ({ copy: { closing, actions }, booking }: Props) => (
  <Section
    titleId="closing-title"
    data-floats-away="end"
    bare
    className="relative overflow-hidden border-t border-night-edge bg-night text-night-text"
  >
    <div aria-hidden="true" className="closing-glow absolute inset-0" />
    <div className="wrap relative py-20 text-center md:py-28 lg:py-32">
      <h2 id="closing-title" className="mx-auto max-w-[50rem] display-title">
        {/* Between the sentences first: "Have a product in / mind?" reads as a slip. */}
        {sentences(closing.title).map((sentence, index) => (
          <Fragment key={sentence}>
            {index > 0 && ' '}
            <span className="inline-block">{sentence}</span>
          </Fragment>
        ))}
      </h2>
      <p className="mx-auto mt-6 max-w-[36rem] text-night-muted md:text-lg">{closing.lead}</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ScheduleCallButton variant="on-ink" labels={actions} booking={booking} />
        <ButtonLink href="#contact" variant="ghost-on-ink">
          {actions.startProject}
        </ButtonLink>
      </div>
    </div>
  </Section>
);
