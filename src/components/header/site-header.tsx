import { navLinks } from '../../content/navigation';
import { Logo } from '../logo';
import { NavLinkItem } from './nav-link-item';

/** The fixed header: wordmark, the four links, and (below 768px) the menu toggle. */
export const SiteHeader = () => (
  <header id="site-header" className="site-header">
    <div className="wrap flex h-16 items-center justify-between gap-6 md:h-18">
      <a href="#top" className="focus -m-2 rounded-lg p-2" aria-label="Humanoid, back to top">
        <Logo />
      </a>
      <nav aria-label="Main" className="hidden md:block">
        <ul className="flex items-center gap-1">
          {navLinks.map((link) => (
            <li key={link.label}>
              <NavLinkItem link={link} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  </header>
);
