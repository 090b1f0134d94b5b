import type { Copy } from '../../content/copy';
import { Icon, type IconName } from '../../ui/icon';
import { THEME_CHOICES, type ThemeChoice } from './theme-choice';

const icons: Record<ThemeChoice, IconName> = {
  system: 'i-lucide-monitor',
  light: 'i-lucide-sun',
  dark: 'i-lucide-moon',
};

type Props = { labels: Copy['theme']; size?: 'compact' | 'large' };

/** Three toggle buttons and no client component: the head's theme script handles them. */
export const ThemeSwitch = ({ labels, size = 'compact' }: Props) => (
  <fieldset className="segmented js-only">
    <legend className="sr-only">{labels.group}</legend>
    {THEME_CHOICES.map((choice) => (
      <button
        key={choice}
        type="button"
        className={`segment theme-option ${size === 'large' ? 'size-11' : 'size-8'}`}
        data-theme-choice={choice}
        aria-pressed={choice === 'system'}
        aria-label={labels[choice]}
        title={labels[choice]}
        // The head's script marks the stored choice before the client takes over.
        suppressHydrationWarning
      >
        <Icon icon={icons[choice]} className="size-4" />
      </button>
    ))}
  </fieldset>
);
