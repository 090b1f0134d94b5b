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
    <span aria-hidden="true" className="logo-mark" />
    <span className={compact ? 'md:max-lg:sr-only' : undefined}>{siteConfig.name}</span>
  </span>
);
