import { type Locale, locales, pagePaths } from '../../config/locales';
import { copyFor } from '../../content/copy';

const sizes = { codes: 'h-8 min-w-8 px-2 text-xs tracking-[0.04em]', names: 'h-11 px-4 text-sm' };

type Props = {
  locale: Locale;
  /** Its name for screen readers, in the page's language ("Language", "Sprache"). */
  label: string;
  /** `codes`: EN · DE in the header bar; `names`: English · Deutsch in the menu. */
  size?: 'codes' | 'names';
  paths?: Record<Locale, string>;
};

/** Plain links, each language named in itself (its `lang`: a screen reader says "Deutsch" in German). */
export const LanguageSwitch = ({ locale, label, size = 'codes', paths = pagePaths() }: Props) => (
  <nav aria-label={label}>
    <ul className="segmented">
      {locales.map(({ code }) => {
        const name = copyFor(code).meta.languageName;
        return (
          <li key={code}>
            <a
              href={paths[code]}
              hrefLang={code}
              lang={code}
              className={`segment ${sizes[size]}`}
              aria-current={code === locale ? 'true' : undefined}
              title={size === 'codes' ? name : undefined}
              data-locale-link=""
            >
              {size === 'codes' ? (
                // The visible code starts the name (WCAG 2.5.3 Label in Name): "EN English".
                <>
                  {code.toUpperCase()}
                  <span className="sr-only"> {name}</span>
                </>
              ) : (
                name
              )}
            </a>
          </li>
        );
      })}
    </ul>
  </nav>
);
