import type { expertiseContent } from '../../content/expertise';
import { RevealOnScroll } from '../../features/scroll/reveal-on-scroll';
import { Icon, type IconName } from '../../ui/icon';
import { Section } from '../../ui/section';

type Props = { expertise: ReturnType<typeof expertiseContent> };

export const ExpertiseSection = ({ expertise }: Props) => (
  <Section id="expertise" titleId="expertise-title" intro={expertise}>
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-5">
      {expertise.areas.map((area) => (
        <li key={area.title}>
          <RevealOnScroll>
            <FeatureCard item={area} />
          </RevealOnScroll>
        </li>
      ))}
    </ul>
  </Section>
);

type CardProps = { item: { icon: IconName; title: string; description: string } };

const FeatureCard = ({ item }: CardProps) => (
  <article className="card group h-full p-6 transition-[border-color,box-shadow] duration-300 hover:(border-ink/15 shadow-card) md:p-7">
    <div className="icon-tile">
      <Icon icon={item.icon} />
    </div>
    <h3 className="mt-6 text-lg font-semibold tracking-[-0.01em]">{item.title}</h3>
    <p className="mt-2 text-sm text-muted">{item.description}</p>
  </article>
);
