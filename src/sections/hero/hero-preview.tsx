import type { Locale } from '../../config/locales';
import type { Copy } from '../../content/copy';
import { Icon } from '../../ui/icon';

export const SPRINT = { progress: 72, done: ['onboarding', 'booking'] };
const SCORE = 100;

type Props = { locale: Locale; preview: Copy['hero']['preview'] };

// Below 768px only the deploy and the scores.
export const HeroPreview = ({ locale, preview }: Props) => (
  <div aria-hidden="true" className="relative mx-auto max-w-[30rem] select-none lg:ml-auto lg:mr-0">
    <div className="card hidden p-6 shadow-lift md:block">
      <div className="flex items-center justify-between text-xs">
        <span className="font-semibold text-accent">{preview.sprint}</span>
        <span className="text-muted">
          {SPRINT.progress.toLocaleString(locale, { style: 'unit', unit: 'percent' })}
        </span>
      </div>
      <p className="mt-2 font-semibold tracking-[-0.01em]">{preview.project}</p>
      <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-accent-soft">
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent to-accent-violet"
          style={{ width: `${SPRINT.progress}%` }}
        />
      </div>
      <ul className="mt-5 space-y-3 text-sm">
        {Object.entries(preview.tasks).map(([id, title]) => {
          const done = SPRINT.done.includes(id);
          return (
            <li key={id} className="flex items-center gap-3">
              <Icon
                icon={done ? 'i-lucide-circle-check' : 'i-lucide-circle-dashed'}
                className={`size-4.5 ${done ? 'text-success' : 'text-muted'}`}
              />
              <span className={done ? 'text-muted line-through decoration-line' : ''}>{title}</span>
            </li>
          );
        })}
      </ul>
    </div>
    <div className="card relative p-5 shadow-lift md:(-mt-6 ml-10 mr-[-1rem])">
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="grid size-9 place-items-center rounded-lg bg-ink text-paper">
            <Icon icon="i-lucide-rocket" className="size-4" />
          </span>
          <div>
            <p className="text-sm font-semibold">{preview.deploy}</p>
            <p className="text-xs text-muted tabular-nums">{preview.commit}</p>
          </div>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-success/10 px-2.5 py-1 text-xs font-semibold text-success">
          <span className="size-1.5 rounded-full bg-success" />
          {preview.status}
        </span>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-3 border-t border-line pt-5">
        {Object.values(preview.scores).map((label) => (
          <ScoreRing key={label} label={label} />
        ))}
      </div>
    </div>
  </div>
);

const ScoreRing = ({ label }: { label: string }) => (
  <div className="flex flex-col items-center gap-2 text-center">
    <span
      className="grid size-12 place-items-center rounded-full p-[3px]"
      style={{
        background: `conic-gradient(rgb(var(--color-success)) ${SCORE * 3.6}deg, rgb(var(--color-line)) 0deg)`,
      }}
    >
      <span className="grid size-full place-items-center rounded-full bg-surface text-sm font-semibold tabular-nums text-success">
        {SCORE}
      </span>
    </span>
    <span className="text-xs text-muted">{label}</span>
  </div>
);
