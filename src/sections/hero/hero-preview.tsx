import type { Copy } from '../../content/copy';
import { heroPreviewContent } from '../../content/hero';
import { Icon } from '../../ui/icon';

type Props = { copy: Copy };

// Below 768px only the deploy and the scores.
export const HeroPreview = ({ copy }: Props) => {
  const { sprint, deploy, scores } = heroPreviewContent(copy);
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto max-w-[30rem] select-none lg:ml-auto lg:mr-0"
    >
      <div className="card hidden p-6 shadow-lift md:block">
        <div className="flex items-center justify-between text-xs">
          <span className="font-semibold text-accent">{sprint.label}</span>
          <span className="text-muted">{sprint.progress}%</span>
        </div>
        <p className="mt-2 font-semibold tracking-[-0.01em]">{sprint.project}</p>
        <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-accent-soft">
          <div
            className="h-full rounded-full bg-gradient-to-r from-accent to-accent-violet"
            style={{ width: `${sprint.progress}%` }}
          />
        </div>
        <ul className="mt-5 space-y-3 text-sm">
          {sprint.tasks.map((task) => (
            <li key={task.title} className="flex items-center gap-3">
              <Icon
                icon={task.done ? 'i-lucide-circle-check' : 'i-lucide-circle-dashed'}
                className={`size-4.5 ${task.done ? 'text-success' : 'text-muted'}`}
              />
              <span className={task.done ? 'text-muted line-through decoration-line' : ''}>
                {task.title}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="card relative p-5 shadow-lift md:(-mt-6 ml-10 mr-[-1rem])">
        <div className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className="grid size-9 place-items-center rounded-lg bg-ink text-paper">
              <Icon icon="i-lucide-rocket" className="size-4" />
            </span>
            <div>
              <p className="text-sm font-semibold">{deploy.label}</p>
              <p className="text-xs text-muted tabular-nums">{deploy.commit}</p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success/10 px-2.5 py-1 text-xs font-semibold text-success">
            <span className="size-1.5 rounded-full bg-success" />
            {deploy.status}
          </span>
        </div>
        <div className="mt-5 grid grid-cols-3 gap-3 border-t border-line pt-5">
          {scores.map((score) => (
            <ScoreRing key={score.label} label={score.label} value={score.value} />
          ))}
        </div>
      </div>
    </div>
  );
};

const ScoreRing = ({ label, value }: { label: string; value: number }) => (
  <div className="flex flex-col items-center gap-2 text-center">
    <span
      className="grid size-12 place-items-center rounded-full p-[3px]"
      style={{
        background: `conic-gradient(rgb(var(--color-success)) ${value * 3.6}deg, rgb(var(--color-line)) 0deg)`,
      }}
    >
      <span className="grid size-full place-items-center rounded-full bg-surface text-sm font-semibold tabular-nums text-success">
        {value}
      </span>
    </span>
    <span className="text-xs text-muted">{label}</span>
  </div>
);
