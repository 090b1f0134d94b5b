import { type Chip, type Copy, joinById } from './copy';

/** With its intrinsic size, so it never shifts the layout. */
const image = (name: string) => ({
  src: `/images/testimonials/${name}-640.webp`,
  srcSet: `/images/testimonials/${name}-640.webp 640w, /images/testimonials/${name}-1280.webp 1280w`,
  width: 640,
  height: 480,
});

const clients = {
  nordvik: {
    author: 'Maya Lindqvist',
    gradient:
      'linear-gradient(160deg, rgb(var(--color-shade-indigo) / 0.92) 0%, rgb(var(--color-shade-indigo-strong) / 0.82) 100%)',
    backgroundImage: image('nordvik'),
  },
  ledgerline: {
    author: 'Daniel Okafor',
    gradient:
      'linear-gradient(160deg, rgb(var(--color-night) / 0.94) 0%, rgb(var(--color-shade-violet-night) / 0.84) 100%)',
    backgroundImage: image('ledgerline'),
  },
  tandem: {
    author: 'Priya Raman',
    gradient:
      'linear-gradient(160deg, rgb(var(--color-shade-violet) / 0.92) 0%, rgb(var(--color-shade-violet-bright) / 0.8) 100%)',
    backgroundImage: image('tandem'),
  },
  maisonAlba: {
    author: 'Lucas Moreau',
    gradient:
      'linear-gradient(160deg, rgb(var(--color-shade-indigo-night) / 0.94) 0%, rgb(var(--color-shade-indigo-bright) / 0.8) 100%)',
    backgroundImage: image('maison-alba'),
  },
} satisfies Record<keyof Copy['testimonials']['items'], object>;

/** The four testimonials of PAGE-6: the quote and role in the page's language, the rest fixed. */
export const testimonialsContent = ({ testimonials }: Copy) => ({
  ...testimonials,
  chip: { number: '04', label: testimonials.chip } satisfies Chip,
  items: joinById(clients, testimonials.items),
});

export type Testimonial = ReturnType<typeof testimonialsContent>['items'][number];
