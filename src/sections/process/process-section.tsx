import type { Copy } from '../../content/copy';
import type { ProcessStep as ProcessStepContent, processContent } from '../../content/sections';
import { ButtonLink } from '../../ui/button-link';
import { Icon } from '../../ui/icon';
import { Section, SectionIntro } from '../../ui/section';

type Props = { process: ReturnType<typeof processContent>; actions: Copy['actions'] };

export const ProcessSection = ({ process, actions }: Props) => (
  <Section id="process" titleId="process-title" className="border-y border-line bg-surface">
    <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
      <SectionIntro id="process-title" content={process} />
      <ButtonLink href="#contact" className="self-start md:self-auto">
        {actions.startProject}
      </ButtonLink>
    </div>
    <ol className="mt-14 grid md:mt-20 lg:(grid-cols-4 gap-8)">
      {process.steps.map((step, index) => (
        <ProcessStep key={step.id} step={step} index={index} labels={process} />
      ))}
    </ol>
  </Section>
);

type StepProps = {
  step: ProcessStepContent;
  index: number;
  labels: { stepLabel: string; durationLabel: string };
};

const ProcessStep = ({ step, index, labels }: StepProps) => (
  <li
    className="relative grid grid-cols-[3rem_1fr] content-start gap-5 lg:(grid-cols-[1fr] gap-7)"
    data-reveal="process"
    data-reveal-index={index}
  >
    <div className="process-marker relative flex justify-center lg:justify-start">
      <span className="grid size-12 place-items-center rounded-2xl bg-ink text-paper shadow-lift">
        <Icon icon={step.icon} className="size-5" />
      </span>
    </div>
    <div className="pb-10 lg:pb-0">
      <p className="text-xs font-semibold tabular-nums text-accent">
        {`${labels.stepLabel} ${String(index + 1).padStart(2, '0')}`}
      </p>
      <h3 className="mt-2 text-xl font-semibold tracking-[-0.02em]">{step.title}</h3>
      <p className="mt-2 text-muted">{step.description}</p>
      <p className="inline-flex items-center gap-1.5 rounded-full border border-line bg-paper px-3 py-1 text-xs font-semibold tabular-nums text-ink mt-5">
        <Icon icon="i-lucide-clock" className="size-3.5" />
        <span className="sr-only">{`${labels.durationLabel} `}</span>
        {step.duration}
      </p>
    </div>
  </li>
);
