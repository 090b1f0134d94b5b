/**
 * The page in several languages: the switch (keeping the section read), the one-time offer of the
 * visitor's own language, and the same page's address in every language for search engines.
 */
export { languageAlternates, ogLocales } from './alternates';
export { KeepSectionOnSwitch } from './keep-section-on-switch';
export { LanguageOffer } from './language-offer';
export { LanguageSwitch } from './language-switch';
