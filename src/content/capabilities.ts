import { type Copy, type IconName, joinById } from './copy';

const detailIcons = {
  billing: { icon: 'i-lucide-receipt' },
  where: { icon: 'i-lucide-earth' },
  hours: { icon: 'i-lucide-clock' },
  ownership: { icon: 'i-lucide-git-branch' },
} as const satisfies Record<keyof Copy['capabilities']['details'], { icon: IconName }>;

export const capabilitiesContent = ({ capabilities }: Copy) => ({
  ...capabilities,
  details: joinById(detailIcons, capabilities.details),
});
