import type { Locale } from '../config/locales';
import de from './locales/de/site.json' with { type: 'json' };
import en from './locales/en/site.json' with { type: 'json' };

export type { IconName } from '../ui/icon';

// English is the reference (tests/unit/i18n/translations.test.ts). Server only: client components get props.
export type Copy = typeof en;

const copies: Record<Locale, Copy> = { en, de };

export const copyFor = (locale: Locale): Copy => copies[locale];

export type Chip = { number: string; label: string };

export type SectionIntro = { chip?: Chip; eyebrow?: string; title: string; lead?: string };

/** A list whose order and data (icons, images) are fixed here, with its words from a language's copy. */
export const joinById = <Id extends string, Data extends object, Words extends object>(
  data: Record<Id, Data>,
  words: Record<Id, Words>,
) => (Object.keys(data) as Id[]).map((id) => ({ id, ...data[id], ...words[id] }));
