import type { Locale } from '../config/locales';
import de from './locales/de/site.json' with { type: 'json' };
import en from './locales/en/site.json' with { type: 'json' };

/**
 * Every visitor-facing word of one language, from its JSON file in ./locales/<code>/site.json (the
 * translators' format). English is the reference: the other files must have the same keys and
 * placeholders (tests/unit/translations.test.ts). Read on the server at build time only: client
 * components receive the strings they show as props, so no dictionary reaches the browser.
 */
export type Copy = typeof en;

const copies: Record<Locale, Copy> = { en, de };

export const copyFor = (locale: Locale): Copy => copies[locale];
