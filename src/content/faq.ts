export type FaqTopic =
  | 'project types'
  | 'timeline'
  | 'support and maintenance'
  | 'process'
  | 'existing team'
  | 'technologies'
  | 'pricing'
  | 'international clients';

export type FaqItem = { topic: FaqTopic; question: string; answer: string };

/** The FAQ: the accordion renders it and the FAQPage structured data is built from it. */
export const faq = {
  eyebrow: 'FAQ',
  title: 'Questions founders ask us first',
  lead: 'Straight answers about timelines, pricing and how we work. If yours is not here, ask us directly.',
  items: [
    {
      topic: 'project types',
      question: 'What kinds of projects do you take on?',
      answer:
        'Websites and web apps, iOS and Android apps, UI/UX design, e-commerce stores and APIs, plus maintenance and support for products we did not build. Our clients range from first-time founders with an idea to product teams that need extra senior hands.',
    },
    {
      topic: 'timeline',
      question: 'How long does a project take?',
      answer:
        'A simple website takes 3-5 days from kickoff to launch. An MVP takes up to 7 days. Larger platforms are split into milestones of one to two weeks, each ending with working software you can try.',
    },
    {
      topic: 'support and maintenance',
      question: 'Do you offer support and maintenance after launch?',
      answer:
        'Yes. Support is available 24/7, with monitoring, security updates and bug fixes included in every plan. Most clients keep us on a monthly retainer for improvements once the product is live.',
    },
    {
      topic: 'process',
      question: 'What does your process look like?',
      answer:
        'Four steps: discovery and planning, design and development, testing and refinement, then launch and support. You get a live preview link from the first days and a demo of working software every few days, so there are no surprises at the end.',
    },
    {
      topic: 'existing team',
      question: 'Can you work with our existing team?',
      answer:
        'Absolutely. We join your Slack, your repository and your stand-ups, follow your conventions and review process, and document everything so your engineers can carry the work on without us.',
    },
    {
      topic: 'technologies',
      question: 'Which technologies do you use?',
      answer:
        'TypeScript, React and Next.js on the web; React Native, Swift and Kotlin on mobile; Node.js, Go and PostgreSQL on the server; AWS and Vercel for hosting. If you already have a stack, we work in it.',
    },
    {
      topic: 'pricing',
      question: 'How do you price your work?',
      answer:
        'Fixed-price or hourly, whichever suits the project. Fixed-price quotes follow a free scoping call and do not change unless you change the scope. There are no hidden fees: licences, hosting and third-party costs are listed up front.',
    },
    {
      topic: 'international clients',
      question: 'Do you work with clients outside your country?',
      answer:
        'Most of our clients are abroad: we work remotely with teams in 23 countries across North America, Europe and Asia-Pacific, in English, with meeting hours that overlap your working day.',
    },
  ],
} satisfies { eyebrow: string; title: string; lead: string; items: FaqItem[] };
