import { siteConfig } from '../../config/site';
import { accessibleLabels, navLinks } from '../../content/navigation';
import { themeLabels } from '../../content/theme';
import { ThemeSwitch } from '../../features/theme';
import { telHref } from '../../lib/tel-href';
import { Icon } from '../../ui/icon';
import { Logo } from '../../ui/logo';
import { HeaderShell } from './header-shell';
import { MobileMenu } from './mobile-menu';
import { NavLinkItem } from './nav-link-item';

/**
 * The fixed header: wordmark, the four links, and (below 768px) the menu toggle and menu; without
 * JavaScript, a link to the footer's navigation in the toggle's place.
 */
export const SiteHeader = () => (
  <HeaderShell>
    <div className="header-bar">
      <a href="#top" className="focus -m-2 rounded-lg p-2" aria-label={accessibleLabels.backToTop}>
        <Logo />
      </a>
      <div className="hidden items-center gap-3 md:flex">
        <nav aria-label={accessibleLabels.mainNav}>
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.label}>
                <NavLinkItem link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <ThemeSwitch />
      </div>
      <div className="md:hidden">
        <MobileMenu logo={<Logo />}>
          <nav aria-label={accessibleLabels.menuNav} className="wrap flex grow flex-col pb-10 pt-4">
            <ul>
              {navLinks.map((link) => (
                <li key={link.label}>
                  <NavLinkItem link={link} variant="menu" />
                </li>
              ))}
            </ul>
            <div className="mt-8 flex items-center justify-between gap-4">
              <p className="text-sm font-semibold text-muted">{themeLabels.menuTitle}</p>
              <ThemeSwitch size="large" />
            </div>
            <div className="mt-auto pt-10 text-muted">
              <a href={telHref(siteConfig.phone)} className="contact-line">
                {siteConfig.phone}
              </a>
              <br />
              <a href={`mailto:${siteConfig.email}`} className="contact-line">
                {siteConfig.email}
              </a>
            </div>
          </nav>
        </MobileMenu>
        {/* Without JavaScript the toggle is a link to the same links in the footer. */}
        <noscript>
          <a href="#footer-nav" className="menu-toggle" aria-label={accessibleLabels.menuInFooter}>
            <Icon icon="i-lucide-menu" className="size-5" />
          </a>
        </noscript>
      </div>
    </div>
  </HeaderShell>
);
