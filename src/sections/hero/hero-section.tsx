import type { Locale } from '../../config/locales';
import type { Booking } from '../../config/site';
import type { Copy } from '../../content/copy';
import { heroContent } from '../../content/sections';
import { ScheduleCallButton } from '../../features/scheduler/schedule-call-button';
import { ButtonLink } from '../../ui/button-link';
import { Section, SectionChip } from '../../ui/section';
import { HeroPreview } from './hero-preview';

type Props = { locale: Locale; copy: Copy; booking: Booking };

/** The headline is the page's largest paint, so it is text. */
export const HeroSection = ({ locale, copy, booking }: Props) => {
  const hero = heroContent(copy);
  return (
    <Section
      id="hero"
      titleId="hero-title"
      deferLayout={false}
      bare
      className="relative overflow-hidden"
    >
      <div aria-hidden="true" className="hero-backdrop absolute inset-0" />
      <div className="wrap relative grid items-center gap-14 pb-18 pt-24 md:pb-24 md:pt-36 lg:grid-cols-12 lg:gap-10 lg:pb-32 lg:pt-44">
        <div className="lg:col-span-7">
          <SectionChip chip={hero.chip} />
          <h1
            id="hero-title"
            className="mt-5 text-[clamp(2.25rem,11.25vw,2.5rem)] font-semibold leading-[1.04] tracking-[-0.045em] sm:text-5xl md:text-6xl lg:text-[4.75rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-[36rem] text-muted md:text-lg">{hero.lead}</p>
          {/* Below 768 px the floating Schedule a Call waits until these have scrolled away. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row" data-floats-away="hero">
            <ButtonLink href="#contact">{copy.actions.startProject}</ButtonLink>
            <ScheduleCallButton variant="secondary" labels={copy.actions} booking={booking} />
          </div>
          <ProofRow items={hero.proof} />
        </div>
        <div className="lg:col-span-5">
          <HeroPreview locale={locale} preview={copy.hero.preview} />
        </div>
      </div>
    </Section>
  );
};

const ProofRow = ({ items }: { items: ReturnType<typeof heroContent>['proof'] }) => (
  <dl className="mt-12 grid max-w-[34rem] grid-cols-3 border-t border-line pt-6">
    {items.map((item) => (
      <div
        key={item.label}
        className="flex flex-col-reverse justify-end gap-1 pr-3 not-first:(border-l border-line pl-4 sm:pl-6)"
      >
        <dt className="text-xs text-muted sm:text-sm">{item.label}</dt>
        <dd className="text-2xl font-semibold tabular-nums tracking-[-0.03em] sm:text-3xl">
          {item.value}
        </dd>
      </div>
    ))}
  </dl>
);
