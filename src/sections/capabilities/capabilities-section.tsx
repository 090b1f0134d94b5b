import type { capabilitiesContent } from '../../content/capabilities';
import { RevealOnScroll } from '../../features/scroll/reveal-on-scroll';
import { Icon } from '../../ui/icon';
import { Section, SectionIntro } from '../../ui/section';

type Props = { capabilities: ReturnType<typeof capabilitiesContent> };

export const CapabilitiesSection = ({ capabilities }: Props) => (
  <Section id="details" titleId="details-title" width="columns">
    <div className="lg:col-span-5">
      <SectionIntro id="details-title" content={capabilities} />
      <dl className="hairline-grid mt-10 sm:grid-cols-2 lg:grid-cols-1">
        {/* Each term and its definition sit directly in one <div> of the <dl>, as HTML requires. */}
        {capabilities.details.map((detail) => (
          <div key={detail.label} className="relative bg-surface py-5 pl-14 pr-5">
            <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">
              <Icon icon={detail.icon} className="absolute left-5 top-6 size-5 text-accent" />
              {detail.label}
            </dt>
            <dd className="mt-1 font-medium">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </div>
    <RevealOnScroll className="lg:col-span-6 lg:col-start-7">
      <ul className="card divide-y divide-line px-6 md:px-8">
        {capabilities.list.map((item) => (
          <li key={item} className="flex items-center gap-4 py-4.5 md:text-lg">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
              <Icon icon="i-lucide-check" className="size-4" />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </RevealOnScroll>
  </Section>
);
