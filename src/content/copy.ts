import type { Locale } from '../config/locales';
import de from './locales/de/site.json' with { type: 'json' };
import en from './locales/en/site.json' with { type: 'json' };

// English is the reference (tests/unit/i18n/translations.test.ts). Server only: client components get props.
export type Copy = typeof en;

const copies: Record<Locale, Copy> = { en, de };

export const copyFor = (locale: Locale): Copy => copies[locale];
