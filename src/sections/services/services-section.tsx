import type { servicesContent } from '../../content/sections';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';

type Props = { services: ReturnType<typeof servicesContent> };

/** The six services of PAGE-5, at #features: each a card ending in what the client gets. */
export const ServicesSection = ({ services }: Props) => (
  <Section
    id="features"
    titleId="services-title"
    className="border-t border-line bg-surface"
    intro={services}
  >
    <ul className="mt-10 grid gap-3 sm:grid-cols-2 md:mt-14 lg:grid-cols-3 lg:gap-5">
      {services.items.map((service) => (
        // Subgrids: the cards of a row share their rows, so each "You get" line starts level.
        <li key={service.id} className="row-span-3 grid grid-rows-subgrid">
          <div
            className="card row-span-3 grid grid-rows-subgrid gap-0 bg-paper p-5 md:p-7"
            data-reveal=""
          >
            <h3 className="flex items-center gap-3 self-start text-lg font-semibold tracking-[-0.02em] md:text-xl">
              <span className="icon-tile size-9 rounded-lg [&>svg]:size-4.5">
                <Icon icon={service.icon} />
              </span>
              {service.title}
            </h3>
            <p className="mb-4 mt-3 text-sm text-muted md:text-base">{service.description}</p>
            <p className="flex items-start gap-2 border-t border-line pt-4 text-sm font-medium">
              <Icon icon="i-lucide-check" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>
                <span className="text-muted">{services.outcomeLabel}: </span>
                {service.outcome}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  </Section>
);
