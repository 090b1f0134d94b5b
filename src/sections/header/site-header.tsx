import { type Locale, pagePath, pagePaths } from '../../config/locales';
import { siteConfig } from '../../config/site';
import type { Copy } from '../../content/copy';
import { contactLinks, navLinksOf } from '../../content/navigation';
import { LanguageSwitch } from '../../features/i18n/language-switch';
import { ThemeSwitch } from '../../features/theme/theme-switch';
import { fillMessage } from '../../lib/utils';
import { Icon } from '../../ui/icon';
import { Logo } from '../../ui/logo';
import { HeaderShell } from './header-shell';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

type Props = {
  locale: Locale;
  copy: Copy;
  /** A page beside the home page, in every language: the links lead home, the language links here. */
  twins?: Record<Locale, string>;
};

/** The skip link, then the fixed header: wordmark, the four links, the switches, and below 768px the menu (HDR-1). */
export const SiteHeader = ({ locale, copy, twins }: Props) => {
  const { navigation } = copy;
  const home = twins && pagePath(locale);
  const links = navLinksOf(copy, home);
  const languages = twins ?? pagePaths();
  return (
    <>
      {/* The target of the Home and logo links, with or without JS. */}
      <div id="top" />
      <a
        href="#main"
        className="fixed left-4 top-3 z-[60] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper focus:translate-y-0"
      >
        {navigation.skipToContent}
      </a>
      <HeaderShell>
        <div className="header-bar">
          <a
            href={home ?? '#top'}
            className="-m-2 rounded-lg p-2"
            aria-label={fillMessage(home ? navigation.home : navigation.backToTop, {
              name: siteConfig.name,
            })}
          >
            <Logo compact />
          </a>
          <div className="hidden items-center gap-3 md:flex">
            <nav aria-label={navigation.mainNav}>
              <NavLinks links={links} className="flex items-center gap-1" />
            </nav>
            <LanguageSwitch locale={locale} label={copy.meta.switchLabel} paths={languages} />
            <ThemeSwitch labels={copy.theme} />
          </div>
          <div className="md:hidden">
            <MobileMenu
              logo={<Logo />}
              labels={{
                open: navigation.openMenu,
                close: navigation.closeMenu,
                menu: navigation.menuNav,
              }}
            >
              <nav aria-label={navigation.menuNav} className="wrap flex grow flex-col pb-6 pt-2">
                <NavLinks links={links} variant="menu" />
                <div className="mt-6 flex items-center justify-between gap-4">
                  <p className="text-sm font-semibold text-muted">{copy.theme.group}</p>
                  <ThemeSwitch labels={copy.theme} size="large" />
                </div>
                <div className="mt-4 flex items-center justify-between gap-4">
                  <p className="text-sm font-semibold text-muted">{copy.meta.switchLabel}</p>
                  <LanguageSwitch
                    locale={locale}
                    label={copy.meta.switchLabel}
                    size="names"
                    paths={languages}
                  />
                </div>
                <div className="mt-auto flex flex-col items-start pt-6 text-muted">
                  {contactLinks.map(({ kind, href, text }) => (
                    <a key={kind} href={href} className="contact-line">
                      {text}
                    </a>
                  ))}
                </div>
              </nav>
            </MobileMenu>
            {/* Without JavaScript the toggle is a link to the same links in the footer. */}
            <noscript>
              <a href="#footer-nav" className="menu-toggle" aria-label={navigation.menuInFooter}>
                <Icon icon="i-lucide-menu" className="size-5" />
              </a>
            </noscript>
          </div>
        </div>
      </HeaderShell>
    </>
  );
};
