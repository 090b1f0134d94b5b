// The sprite's icons: an unlisted name is a type error (tests/unit/icon-sprite.test.ts).
export const ICON_NAMES = [
  'i-lucide-arrow-left',
  'i-lucide-arrow-right',
  'i-lucide-arrow-up-right',
  'i-lucide-calendar-days',
  'i-lucide-check',
  'i-lucide-circle-check',
  'i-lucide-circle-dashed',
  'i-lucide-clock',
  'i-lucide-cloud',
  'i-lucide-code-xml',
  'i-lucide-compass',
  'i-lucide-earth',
  'i-lucide-flask-conical',
  'i-lucide-gauge',
  'i-lucide-git-branch',
  'i-lucide-handshake',
  'i-lucide-layout-template',
  'i-lucide-life-buoy',
  'i-lucide-loader-circle',
  'i-lucide-mail',
  'i-lucide-menu',
  'i-lucide-monitor',
  'i-lucide-monitor-smartphone',
  'i-lucide-moon',
  'i-lucide-palette',
  'i-lucide-pen-tool',
  'i-lucide-phone',
  'i-lucide-plug',
  'i-lucide-plus',
  'i-lucide-quote',
  'i-lucide-receipt',
  'i-lucide-rocket',
  'i-lucide-server',
  'i-lucide-shield-check',
  'i-lucide-shopping-bag',
  'i-lucide-smartphone',
  'i-lucide-sun',
  'i-lucide-users',
  'i-lucide-x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

type Props = { icon: IconName; className?: string };

/** Decorative, so hidden from assistive technology; size it with size-* utilities. */
export const Icon = ({ icon, className = '' }: Props) => (
  <svg className={`icon ${className}`} aria-hidden="true">
    <use href={`#${icon}`} />
  </svg>
);
