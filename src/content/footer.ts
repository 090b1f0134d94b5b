export const footer = {
  tagline: 'A senior software studio building websites, apps and APIs for teams worldwide.',
  contactTitle: 'Talk to us',
  navTitle: 'Explore',
  rights: 'All rights reserved.',
  reach: 'Remote-first · Clients in 23 countries',
} as const;
