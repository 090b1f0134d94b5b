import { type Locale, pagePaths, type SubPage } from '../../config/locales';
import { copyFor } from '../../content/copy';
import { seoCopyOf, shareImageOf } from '../../content/seo';
import { Imprint, PrivacyPolicy } from '../../features/legal/legal-documents';
import { ClientReady } from '../../features/scroll/client-ready';
import { Seo } from '../../features/seo/seo';
import { SiteFooter } from '../../sections/footer/site-footer';
import { SiteHeader } from '../../sections/header/site-header';

type Props = { locale: Locale; page: SubPage };

const documents = { imprint: Imprint, privacy: PrivacyPolicy } as const;

/** The imprint or the privacy policy of one language, with the home page's header and footer. */
export const LegalPage = ({ locale, page }: Props) => {
  const copy = copyFor(locale);
  const Document = documents[page];
  return (
    <>
      <Seo
        locale={locale}
        page={seoCopyOf(copy)[page]}
        shareImage={shareImageOf(locale, copy)}
        twins={pagePaths(page)}
      />
      <SiteHeader locale={locale} copy={copy} twins={pagePaths(page)} />
      <main id="main" tabIndex={-1}>
        <Document locale={locale} copy={copy} />
      </main>
      <SiteFooter locale={locale} copy={copy} beside twins={pagePaths(page)} />
      <ClientReady />
    </>
  );
};
