import type { Chip } from './types';

export type Testimonial = {
  content: string;
  author: string;
  role: string;
  /** A CSS gradient laid over the background image, keeping the quote legible. */
  gradient: string;
  /** A local WebP in /public at two widths, with its intrinsic size so it never shifts the layout. */
  backgroundImage: { src: string; srcSet: string; width: number; height: number };
};

const image = (name: string) => ({
  src: `/images/testimonials/${name}-640.webp`,
  srcSet: `/images/testimonials/${name}-640.webp 640w, /images/testimonials/${name}-1280.webp 1280w`,
  width: 640,
  height: 480,
});

export const testimonials = {
  chip: { number: '04', label: 'Testimonials' } satisfies Chip,
  title: 'Trusted by teams who ship',
  lead: 'Founders and product leads on what it is like to build with us.',
  items: [
    {
      content:
        'Humanoid rebuilt our booking platform in six weeks. Conversion went up 31% the month we launched, and we have not had a single outage since.',
      author: 'Maya Lindqvist',
      role: 'Head of Product, Nordvik Travel',
      gradient:
        'linear-gradient(160deg, rgb(var(--color-shade-indigo) / 0.92) 0%, rgb(var(--color-shade-indigo-strong) / 0.82) 100%)',
      backgroundImage: image('nordvik'),
    },
    {
      content:
        'They felt like our own senior team: clear weekly demos, honest estimates and code our engineers were happy to inherit.',
      author: 'Daniel Okafor',
      role: 'CTO, Ledgerline',
      gradient:
        'linear-gradient(160deg, rgb(var(--color-night) / 0.94) 0%, rgb(var(--color-shade-violet-night) / 0.84) 100%)',
      backgroundImage: image('ledgerline'),
    },
    {
      content:
        'We went from a Figma file to an App Store release in under a month. The polish is what our investors noticed first.',
      author: 'Priya Raman',
      role: 'Founder & CEO, Tandem Health',
      gradient:
        'linear-gradient(160deg, rgb(var(--color-shade-violet) / 0.92) 0%, rgb(var(--color-shade-violet-bright) / 0.8) 100%)',
      backgroundImage: image('tandem'),
    },
    {
      content:
        'Our store used to buckle every Black Friday. After the rebuild it handled eight times the traffic, with pages loading in under a second.',
      author: 'Lucas Moreau',
      role: 'E-commerce Director, Maison Alba',
      gradient:
        'linear-gradient(160deg, rgb(var(--color-shade-indigo-night) / 0.94) 0%, rgb(var(--color-shade-indigo-bright) / 0.8) 100%)',
      backgroundImage: image('maison-alba'),
    },
  ],
} satisfies { chip: Chip; title: string; lead: string; items: Testimonial[] };
