import { type Locale, pagePath, pagePaths } from '../../config/locales';
import { siteConfig } from '../../config/site';
import type { Copy } from '../../content/copy';
import { contactLinks, navLinksOf } from '../../content/navigation';
import { LanguageSwitch } from '../../features/i18n/language-switch';
import { LegalLinks } from '../../features/legal/legal-links';
import { Icon } from '../../ui/icon';
import { Logo } from '../../ui/logo';
import { NavLinks } from '../header/nav-links';
import { CurrentYear } from './current-year';

type Props = { locale: Locale; copy: Copy; beside?: boolean; twins?: Record<Locale, string> };

/** `beside`: a page beside the home page, whose links lead to its sections; `twins`: this page in each language. */
export const SiteFooter = ({ locale, copy, beside = false, twins = pagePaths() }: Props) => {
  const { footer } = copy;
  const home = beside ? pagePath(locale) : undefined;
  return (
    <footer className="deferred-layout bg-night text-night-text" data-floats-away="end">
      <div className="wrap grid gap-12 border-t border-night-line py-14 md:grid-cols-12 md:py-16">
        <div className="md:col-span-5">
          <Logo tone="paper" />
          <p className="mt-4 max-w-[22rem] text-sm text-night-muted">{footer.tagline}</p>
        </div>
        <nav id="footer-nav" aria-label={copy.navigation.footerNav} className="md:col-span-3">
          <h2 className="eyebrow text-night-muted">{footer.navTitle}</h2>
          <NavLinks links={navLinksOf(copy, home)} variant="footer" className="mt-4 space-y-1" />
        </nav>
        {/* Without JavaScript the phone's menu is this footer: the languages come with it. */}
        <noscript>
          <div className="md:hidden">
            <LanguageSwitch
              locale={locale}
              label={copy.meta.switchLabel}
              size="names"
              paths={twins}
            />
          </div>
        </noscript>
        <div className="md:col-span-4">
          <h2 className="eyebrow text-night-muted">{footer.contactTitle}</h2>
          <address className="mt-4 flex flex-col items-start gap-1 not-italic">
            {contactLinks.map(({ kind, href, icon, text }) => (
              <a key={kind} href={href} className="footer-link gap-3">
                <Icon icon={icon} className="size-4 text-accent-light" />
                {text}
              </a>
            ))}
          </address>
        </div>
      </div>
      {/* On the home page, room under the last line for the floating button (there without JavaScript too). */}
      <div
        className={[
          'wrap flex flex-col gap-2 border-t border-night-line pt-6 text-sm text-night-muted',
          beside ? 'pb-10' : 'pb-[var(--floating-button-clearance)]',
          'sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-x-8',
        ].join(' ')}
      >
        <p>
          © <CurrentYear buildYear={new Date().getFullYear()} /> {siteConfig.name}. {footer.rights}
        </p>
        <LegalLinks locale={locale} copy={copy} />
        <p>{footer.reach}</p>
      </div>
    </footer>
  );
};
