import type { Copy } from '../../content/types';
import { whyContent } from '../../content/why';
import { Section } from '../../ui/section';
import { SectionIntro } from '../../ui/section-intro';
import { ScrollStack } from './scroll-stack';
import { WhyCard } from './why-card';

type Props = { copy: Copy };

/** On ink so it reads as a chapter; its three cards stack as the visitor scrolls through #our-approach. */
export const WhySection = ({ copy }: Props) => {
  const why = whyContent(copy);
  return (
    <Section
      id="why-humanoid"
      titleId="why-title"
      spacing="none"
      width="none"
      className="border-y border-night-edge bg-night text-night-text"
    >
      <div className="wrap pt-18 md:pt-28 lg:pt-32">
        <SectionIntro id="why-title" content={why} tone="ink" />
      </div>
      <ScrollStack id="our-approach">
        <div className="why-stack-viewport">
          <div className="wrap why-stack-deck">
            {why.cards.map((card, index) => (
              <WhyCard key={card.id} card={card} index={index} total={why.cards.length} />
            ))}
          </div>
        </div>
      </ScrollStack>
    </Section>
  );
};
