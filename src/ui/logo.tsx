import { siteConfig } from '../config/site';

type Props = {
  tone?: 'ink' | 'paper';
  /** Only the mark from 768 to 1023 px, where the header's links and switches need the room. */
  compact?: boolean;
};

export const Logo = ({ tone = 'ink', compact = false }: Props) => (
  <span
    className={`inline-flex items-center gap-2.5 text-lg font-semibold tracking-[-0.03em] ${tone === 'paper' ? 'text-night-text' : 'text-ink'}`}
  >
    {/* The mark: a head over shoulders, white on the accent gradient. */}
    <span
      aria-hidden="true"
      className="relative size-7 rounded-[0.55rem] bg-gradient-to-br from-accent to-accent-violet ring-1 ring-inset ring-white/15"
    >
      <span className="absolute inset-x-0 top-[0.35rem] mx-auto size-2 rounded-full bg-white" />
      <span className="absolute inset-x-0 bottom-[0.3rem] mx-auto h-[0.45rem] w-[0.95rem] rounded-b-[0.15rem] rounded-t-sm bg-white" />
    </span>
    <span className={compact ? 'md:max-lg:sr-only' : undefined}>{siteConfig.name}</span>
  </span>
);
