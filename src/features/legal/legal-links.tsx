import { type Locale, pagePath } from '../../config/locales';
import type { Copy } from '../../content/copy';

const NAV_LINK =
  '-mx-2 inline-flex min-h-10 items-center rounded-lg px-2 text-sm underline-offset-4 hover:underline';

type Props = { locale: Locale; copy: Copy };

/** The imprint and the privacy policy of the page's language: in every footer and on the 404s. */
export const LegalLinks = ({ locale, copy }: Props) => (
  <nav aria-label={copy.legal.navLabel}>
    <ul className="flex flex-wrap gap-x-5">
      {(['imprint', 'privacy'] as const).map((page) => (
        <li key={page}>
          <a href={pagePath(locale, page)} className={NAV_LINK}>
            {copy.legal[`${page}Link`]}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

/** The line under a form: what happens to what is typed, and the way to the policy (there without JS). */
export const PrivacyNotice = ({
  locale,
  copy,
  form,
}: Props & { form: 'contact' | 'newsletter' }) => {
  const { formNotice } = copy.legal;
  const [before, after = ''] = formNotice[form].split('{privacy}');
  return (
    <p className="text-sm text-muted md:text-balance">
      {before}
      <a href={pagePath(locale, 'privacy')} className="legal-link">
        {formNotice.link}
      </a>
      {after}
    </p>
  );
};
