type Props = { label: string; value: number };

export const ScoreRing = ({ label, value }: Props) => (
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
