import { siteConfig } from '../config/site';

export const seo = {
  title: `${siteConfig.name} · Websites, apps and APIs shipped in days`,
  description:
    'Humanoid is a senior software studio. We design and build websites, mobile apps, e-commerce and APIs in days, at a fixed price or by the hour, with 24/7 support.',
  notFoundTitle: `Page not found · ${siteConfig.name}`,
} as const;
