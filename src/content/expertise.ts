import type { Chip, FeatureCard } from './types';

export const expertise = {
  chip: { number: '03', label: 'Expertise' } satisfies Chip,
  title: 'The stack behind products that last',
  lead: 'We pick proven tools over fashionable ones, and we know them deeply enough to tell you when not to use them.',
  areas: [
    {
      icon: 'i-lucide-monitor-smartphone',
      title: 'Frontend',
      description: 'React, Next.js and TypeScript interfaces that load fast and stay accessible.',
    },
    {
      icon: 'i-lucide-smartphone',
      title: 'Mobile',
      description: 'React Native for one codebase, Swift and Kotlin when the platform matters.',
    },
    {
      icon: 'i-lucide-server',
      title: 'Backend',
      description:
        'Node.js, Go and PostgreSQL services designed for the traffic you expect next year.',
    },
    {
      icon: 'i-lucide-cloud',
      title: 'Cloud & DevOps',
      description: 'AWS, Vercel and Docker with CI/CD, monitoring and backups from day one.',
    },
    {
      icon: 'i-lucide-palette',
      title: 'Design systems',
      description: 'Figma libraries and coded components that keep every screen consistent.',
    },
    {
      icon: 'i-lucide-shield-check',
      title: 'Quality & security',
      description: 'Automated tests, WCAG 2.2 audits and OWASP reviews before anything goes live.',
    },
  ] satisfies FeatureCard[],
} as const;
