import type { expertiseContent } from '../../content/sections';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';

type Props = { expertise: ReturnType<typeof expertiseContent> };

/** The stack as a grid of areas and their tools; one column on phones, where two broke the tools' names. */
export const ExpertiseSection = ({ expertise }: Props) => (
  <Section id="expertise" titleId="expertise-title" intro={expertise}>
    <div className="mt-10 md:mt-14" data-reveal="">
      <ul className="hairline-grid sm:grid-cols-2 lg:grid-cols-3">
        {expertise.areas.map((area) => (
          <li key={area.id} className="bg-surface p-4 sm:p-6">
            <h3 className="flex items-center gap-2 text-sm font-semibold sm:text-base">
              <Icon icon={area.icon} className="size-4 shrink-0 text-accent" />
              {area.title}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {area.stack.map((tool) => (
                <li
                  key={tool}
                  className="rounded-md border border-line bg-paper px-2 py-0.5 text-xs font-medium text-muted"
                >
                  {tool}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  </Section>
);
