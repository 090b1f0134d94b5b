import type { FeatureCard, SectionIntro } from './types';

export const services = {
  eyebrow: 'Services',
  title: 'Everything you need to launch and grow',
  lead: 'Six services, one team. Start with the piece you need today and add the rest when you are ready.',
  items: [
    {
      icon: 'i-lucide-layout-template',
      title: 'Websites',
      description: 'Marketing sites and web apps that load in under a second and rank on merit.',
    },
    {
      icon: 'i-lucide-smartphone',
      title: 'Mobile Apps',
      description:
        'iOS and Android apps, from first prototype to App Store and Google Play release.',
    },
    {
      icon: 'i-lucide-pen-tool',
      title: 'UI/UX Design',
      description:
        'Research, wireframes and polished interfaces, tested with real users before we build.',
    },
    {
      icon: 'i-lucide-shopping-bag',
      title: 'E-commerce Solutions',
      description: 'Shopify and headless stores with fast checkout, subscriptions and stock sync.',
    },
    {
      icon: 'i-lucide-plug',
      title: 'APIs & Integrations',
      description: 'REST and GraphQL APIs, payments, CRMs and the glue between your tools.',
    },
    {
      icon: 'i-lucide-life-buoy',
      title: 'Maintenance & Support',
      description:
        'Updates, monitoring and fixes around the clock, with 24/7 support on every plan.',
    },
  ],
} satisfies SectionIntro & { items: FeatureCard[] };
