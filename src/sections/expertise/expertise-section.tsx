import type { expertiseContent } from '../../content/expertise';
import { RevealOnScroll } from '../../features/scroll/reveal-on-scroll';
import { FeatureCard } from '../../ui/feature-card';
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
