import { type Chip, type Copy, type IconName, joinById } from './copy';

const areaIcons = {
  frontend: { icon: 'i-lucide-monitor-smartphone' },
  mobile: { icon: 'i-lucide-smartphone' },
  backend: { icon: 'i-lucide-server' },
  cloud: { icon: 'i-lucide-cloud' },
  designSystems: { icon: 'i-lucide-palette' },
  quality: { icon: 'i-lucide-shield-check' },
} as const satisfies Record<keyof Copy['expertise']['areas'], { icon: IconName }>;

export const expertiseContent = ({ expertise }: Copy) => ({
  ...expertise,
  chip: { number: '03', label: expertise.chip } satisfies Chip,
  areas: joinById(areaIcons, expertise.areas),
});
