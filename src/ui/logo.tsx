import { siteConfig } from '../config/site';

type Props = { tone?: 'ink' | 'paper' };

/** The Humanoid wordmark: a mark drawn in CSS and the name. */
export const Logo = ({ tone = 'ink' }: Props) => (
  <span
    className={`inline-flex items-center gap-2.5 text-lg font-semibold tracking-[-0.03em] ${tone === 'paper' ? 'text-night-text' : 'text-ink'}`}
  >
    <span aria-hidden="true" className="logo-mark" />
    {siteConfig.name}
  </span>
);
