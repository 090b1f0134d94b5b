import type { processContent } from '../../content/process';
import type { Copy } from '../../content/types';
import { ButtonLink } from '../../ui/button-link';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { SectionIntro } from '../../ui/section-intro';
import { ProcessStep } from './process-step';

type Props = { process: ReturnType<typeof processContent>; actions: Copy['actions'] };

export const ProcessSection = ({ process, actions }: Props) => (
  <Section id="process" titleId="process-title" className="border-y border-line bg-surface">
    <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
      <SectionIntro id="process-title" content={process} />
      <ButtonLink href="#contact" className="self-start md:self-auto">
        {actions.startProject}
        <Icon icon="i-lucide-arrow-right" className="size-4" />
      </ButtonLink>
    </div>
    <ol className="mt-14 grid md:mt-20 lg:(grid-cols-4 gap-8)">
      {process.steps.map((step, index) => (
        <ProcessStep key={step.id} step={step} index={index} labels={process} />
      ))}
    </ol>
  </Section>
);
