import type { capabilitiesContent } from '../../content/sections';
import { Icon } from '../../ui/icon';
import { Section, SectionIntro } from '../../ui/section';

type Props = { capabilities: ReturnType<typeof capabilitiesContent> };

/** The terms of working together as a sheet, then what the team takes on as a plain list. */
export const CapabilitiesSection = ({ capabilities }: Props) => (
  <Section id="details" titleId="details-title" width="columns">
    <div className="lg:col-span-6">
      <SectionIntro id="details-title" content={capabilities} />
      <div className="mt-8 md:mt-10" data-reveal="">
        {/* Each term and its definition sit directly in one <div> of the <dl>, as HTML requires. */}
        <dl className="card border-line-field">
          {capabilities.details.map((detail) => (
            <div
              key={detail.label}
              className="grid gap-1 border-line px-5 py-4 not-first:border-t sm:grid-cols-[9rem_1fr] sm:gap-6 md:px-7 md:py-5"
            >
              <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.12em] text-muted">
                <Icon icon={detail.icon} className="size-4 text-accent" />
                {detail.label}
              </dt>
              <dd className="font-medium md:text-lg">{detail.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
    <ul className="grid gap-x-6 sm:grid-cols-2 lg:col-span-5 lg:col-start-8 lg:grid-cols-1 lg:self-end">
      {capabilities.list.map((item) => (
        <li
          key={item}
          className="flex items-start gap-3 border-line py-2.5 text-sm not-first:border-t md:text-base"
        >
          <Icon icon="i-lucide-check" className="mt-1 size-4 shrink-0 text-accent" />
          {item}
        </li>
      ))}
    </ul>
  </Section>
);
