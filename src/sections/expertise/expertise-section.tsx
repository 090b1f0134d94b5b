import { FeatureCard } from '../../components/feature-card';
import { Reveal } from '../../components/reveal';
import { SectionIntro } from '../../components/section-intro';
import { expertise } from '../../content/expertise';

/** 03 · Expertise: the stack we build with, as a grid of cards. */
export const ExpertiseSection = () => (
  <section id="expertise" aria-labelledby="expertise-title" className="render-later section-y">
    <div className="wrap">
      <SectionIntro
        id="expertise-title"
        chip={expertise.chip}
        title={expertise.title}
        lead={expertise.lead}
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-5">
        {expertise.areas.map((area) => (
          <li key={area.title}>
            <Reveal>
              <FeatureCard item={area} />
            </Reveal>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
