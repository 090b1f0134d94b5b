import { type Chip, type Copy, type IconName, joinById } from './copy';

/** The anchors of the page's sections, in the order of PAGE-2 and PAGE-3 (the closing banner has none). */
export const sectionIds = [
  'hero',
  'why-humanoid',
  'expertise',
  'features',
  'details',
  'work',
  'process',
  'faq',
  'contact',
  'testimonials',
  'newsletter',
] as const;

export type SectionId = (typeof sectionIds)[number];

export const heroContent = ({ hero }: Copy) => ({
  ...hero,
  chip: { number: '01', label: hero.chip } satisfies Chip,
  proof: [
    { value: '2017', label: hero.proof.since },
    { value: '140+', label: hero.proof.launched },
    { value: '23', label: hero.proof.countries },
  ],
});

const whyIcons = {
  approach: { icon: 'i-lucide-users' },
  promise: { icon: 'i-lucide-handshake' },
  difference: { icon: 'i-lucide-gauge' },
} as const satisfies Record<keyof Copy['why']['cards'], { icon: IconName }>;

export type WhyCard = ReturnType<typeof whyContent>['cards'][number];

export const whyContent = ({ why }: Copy) => ({
  ...why,
  chip: { number: '02', label: why.chip } satisfies Chip,
  cards: joinById(whyIcons, why.cards),
});

const expertiseIcons = {
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
  areas: joinById(expertiseIcons, expertise.areas),
});

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

const stepIcons = {
  discovery: { icon: 'i-lucide-compass' },
  build: { icon: 'i-lucide-code-xml' },
  testing: { icon: 'i-lucide-flask-conical' },
  launch: { icon: 'i-lucide-rocket' },
} as const satisfies Record<keyof Copy['process']['steps'], { icon: IconName }>;

export type ProcessStep = { icon: IconName; title: string; description: string; duration: string };

export const processContent = ({ process }: Copy) => ({
  ...process,
  steps: joinById(stepIcons, process.steps) satisfies ProcessStep[],
});

export type FaqItem = { question: string; answer: string };

/** The FAQ's eight questions (FAQ-2) in the copy's order: the accordion and the FAQPage structured data. */
export const faqContent = ({ faq }: Copy) => ({ ...faq, items: Object.values(faq.items) });

export const contactContent = ({ contact }: Copy) => ({
  ...contact,
  fields: {
    fullName: { ...contact.fields.fullName, autoComplete: 'name' },
    email: { ...contact.fields.email, autoComplete: 'email' },
    company: { ...contact.fields.company, autoComplete: 'organization' },
  },
});

export type ContactContent = ReturnType<typeof contactContent>;

export const newsletterContent = ({ newsletter }: Copy) => ({
  ...newsletter,
  chip: { number: '05', label: newsletter.chip } satisfies Chip,
});

export type NewsletterContent = ReturnType<typeof newsletterContent>;
