import type { ProofPoint } from '../../content/hero';

type Props = { items: readonly ProofPoint[] };

export const ProofRow = ({ items }: Props) => (
  <dl className="mt-12 grid max-w-[34rem] grid-cols-3 border-t border-line pt-6">
    {items.map((item) => (
      <div
        key={item.label}
        className="flex flex-col-reverse justify-end gap-1 pr-3 not-first:(border-l border-line pl-4 sm:pl-6)"
      >
        <dt className="text-xs text-muted sm:text-sm">{item.label}</dt>
        <dd className="text-2xl font-semibold tabular-nums tracking-[-0.03em] sm:text-3xl">
          {item.value}
        </dd>
      </div>
    ))}
  </dl>
);
