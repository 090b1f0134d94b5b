import { themeLabels } from '../../content/theme';
import { Icon } from '../../ui/icon';
import type { IconName } from '../../ui/icon-names';
import { THEME_CHOICES, type ThemeChoice } from './theme-choice';

const icons: Record<ThemeChoice, IconName> = {
  system: 'i-lucide-monitor',
  light: 'i-lucide-sun',
  dark: 'i-lucide-moon',
};

type Props = { size?: 'compact' | 'large' };

/**
 * System, light or dark: three toggle buttons in a named group (a fieldset). No client component: the head's theme
 * script (theme-head-script.ts) handles their clicks from the first paint and sets `aria-pressed`; the
 * pressed look follows `<html data-theme>` in CSS, so it is right before any script has run.
 * Without JavaScript the switch is hidden (`js-only`) and the system setting applies.
 */
export const ThemeSwitch = ({ size = 'compact' }: Props) => (
  <fieldset className={`theme-switch js-only ${size === 'large' ? 'theme-switch-large' : ''}`}>
    <legend className="sr-only">{themeLabels.group}</legend>
    {THEME_CHOICES.map((choice) => (
      <button
        key={choice}
        type="button"
        className="theme-option"
        data-theme-choice={choice}
        aria-pressed={choice === 'system'}
        aria-label={themeLabels.choices[choice]}
        title={themeLabels.choices[choice]}
        // The head's script marks the stored choice before the client takes over.
        suppressHydrationWarning
      >
        <Icon icon={icons[choice]} className="size-4" />
      </button>
    ))}
  </fieldset>
);
