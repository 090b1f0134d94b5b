import type { servicesContent } from '../../content/services';
import { RevealOnScroll } from '../../features/scroll/reveal-on-scroll';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';

type Props = { services: ReturnType<typeof servicesContent> };

/** The six services of PAGE-5, at #features. */
export const ServicesSection = ({ services }: Props) => (
  <Section
    id="features"
    titleId="services-title"
    className="border-t border-line bg-surface"
    intro={services}
  >
    <ul className="hairline-grid mt-12 sm:grid-cols-2 md:mt-16 lg:grid-cols-3">
      {services.items.map((service, index) => (
        <li key={service.title} className="bg-surface">
          <RevealOnScroll className="h-full p-6 md:p-8">
            <div className="flex items-center justify-between">
              <span className="icon-tile">
                <Icon icon={service.icon} />
              </span>
              <span className="text-xs font-semibold tabular-nums text-muted">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-8 text-xl font-semibold tracking-[-0.02em]">{service.title}</h3>
            <p className="mt-2 text-muted">{service.description}</p>
          </RevealOnScroll>
        </li>
      ))}
    </ul>
  </Section>
);
