import { type Copy, type IconName, joinById } from './copy';

const serviceIcons = {
  websites: { icon: 'i-lucide-layout-template' },
  mobileApps: { icon: 'i-lucide-smartphone' },
  design: { icon: 'i-lucide-pen-tool' },
  ecommerce: { icon: 'i-lucide-shopping-bag' },
  apis: { icon: 'i-lucide-plug' },
  maintenance: { icon: 'i-lucide-life-buoy' },
} as const satisfies Record<keyof Copy['services']['items'], { icon: IconName }>;

export const servicesContent = ({ services }: Copy) => ({
  ...services,
  items: joinById(serviceIcons, services.items),
});
