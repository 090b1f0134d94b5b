// The words the browser tests look for, in each language, from the same translation files and
// content modules the pages render (src/content): `words.de.actionLabels.startProject`. The
// English ones are also exported by name, as most tests read the default page.

import type { Locale } from '../../../src/config/locales';
import { siteConfig } from '../../../src/config/site';
import { capabilitiesContent } from '../../../src/content/capabilities';
import { contactContent, newsletterContent } from '../../../src/content/contact';
import type { Copy } from '../../../src/content/copy';
import { expertiseContent } from '../../../src/content/expertise';
import { faqContent } from '../../../src/content/faq';
import { heroContent } from '../../../src/content/hero';
import de from '../../../src/content/locales/de/site.json' with { type: 'json' };
import en from '../../../src/content/locales/en/site.json' with { type: 'json' };
import { processContent } from '../../../src/content/process';
import { seo, seoCopyOf, shareImageOf } from '../../../src/content/seo';
import { servicesContent } from '../../../src/content/services';
import { testimonialsContent } from '../../../src/content/testimonials';
import { whyContent } from '../../../src/content/why';
import { fillMessage } from '../../../src/lib/utils';

const withName = (text: string) => fillMessage(text, { name: siteConfig.name });

const wordsOf = (locale: Locale, copy: Copy) => ({
  copy,
  actionLabels: {
    ...copy.actions,
    skipToContent: copy.navigation.skipToContent,
    openMenu: copy.navigation.openMenu,
    closeMenu: copy.navigation.closeMenu,
  },
  accessibleLabels: {
    mainNav: copy.navigation.mainNav,
    menuNav: copy.navigation.menuNav,
    footerNav: copy.navigation.footerNav,
    menuInFooter: copy.navigation.menuInFooter,
    backToTop: withName(copy.navigation.backToTop),
    home: withName(copy.navigation.home),
    opensInNewTab: copy.navigation.opensInNewTab,
    notifications: copy.toasts.notifications,
    dismiss: copy.toasts.dismiss,
    honeypot: copy.forms.honeypot,
    languages: copy.meta.switchLabel,
  },
  validationMessages: copy.forms.validation,
  toastMessages: copy.sendToasts,
  formLabels: {
    submitting: copy.forms.submitting,
    contact: copy.contact.formLabel,
    newsletter: copy.newsletter.formLabel,
  },
  sendFallback: copy.mailFallback,
  heldSubmitMessages: { held: copy.forms.held },
  noScriptFormNote: copy.forms.noScript,
  themeLabels: {
    group: copy.theme.group,
    menuTitle: copy.theme.menuTitle,
    choices: { system: copy.theme.system, light: copy.theme.light, dark: copy.theme.dark },
  },
  notFound: { code: '404', ...copy.notFound },
  seo: { ...seo, ...seoCopyOf(copy), shareImage: shareImageOf(locale, copy), language: locale },
  hero: heroContent(copy),
  why: whyContent(copy),
  expertise: expertiseContent(copy),
  services: servicesContent(copy),
  capabilities: capabilitiesContent(copy),
  process: processContent(copy),
  faq: faqContent(copy),
  contact: contactContent(copy),
  testimonials: testimonialsContent(copy),
  newsletter: newsletterContent(copy),
  closing: copy.closing,
});

export const words = { en: wordsOf('en', en), de: wordsOf('de', de) };

export const {
  actionLabels,
  accessibleLabels,
  validationMessages,
  toastMessages,
  formLabels,
  sendFallback,
  heldSubmitMessages,
  noScriptFormNote,
  themeLabels,
  notFound,
  seo: seoWords,
  hero,
  why,
  expertise,
  services,
  capabilities,
  process,
  faq,
  contact,
  testimonials,
  newsletter,
  closing,
} = words.en;
