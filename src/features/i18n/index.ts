/** The page in several languages: the switch, the one-time offer of the visitor's, hreflang alternates. */
export { languageAlternates, ogLocales } from './alternates';
export { KeepSectionOnSwitch } from './keep-section-on-switch';
export { LanguageOffer } from './language-offer';
export { LanguageSwitch } from './language-switch';
