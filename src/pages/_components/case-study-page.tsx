import { type Locale, pagePath, workPaths } from '../../config/locales';
import { siteConfig } from '../../config/site';
import { copyFor } from '../../content/copy';
import { caseShareImageOf } from '../../content/seo';
import { caseStudies } from '../../content/work';
import { SchedulerSetup } from '../../features/scheduler/schedule-call-button';
import { ClientReady } from '../../features/scroll/client-ready';
import { SmoothScroll } from '../../features/scroll/smooth-scroll';
import { Seo } from '../../features/seo/seo';
import { CaseStudyStructuredData } from '../../features/seo/structured-data';
import { fillMessage } from '../../lib/utils';
import { SiteFooter } from '../../sections/footer/site-footer';
import { SiteHeader } from '../../sections/header/site-header';
import { CaseStudy } from '../../sections/work/case-study';

type Props = { locale: Locale; slug: string };

/** A case study in one language, with the home page's header, footer, scrolling and scheduler. */
export const CaseStudyPage = ({ locale, slug }: Props) => {
  const copy = copyFor(locale);
  const studies = caseStudies(locale);
  const index = studies.findIndex((study) => study.slug === slug);
  const study = studies[index];
  const next = studies[(index + 1) % studies.length];
  if (!study || !next) throw new Error(`No case study ${slug}`);
  const twins = workPaths(slug);
  const page = {
    title: fillMessage(copy.work.seoTitle, { client: study.client, name: siteConfig.name }),
    description: study.summary,
  };
  return (
    <>
      <Seo
        locale={locale}
        page={page}
        shareImage={caseShareImageOf(locale, copy, study)}
        twins={twins}
      />
      <SiteHeader locale={locale} copy={copy} twins={twins} />
      <main id="main" tabIndex={-1}>
        <CaseStudy locale={locale} copy={copy} study={study} next={next} />
      </main>
      <SiteFooter locale={locale} copy={copy} beside twins={twins} />
      <SmoothScroll />
      <SchedulerSetup consent={copy.legal.calConsent} privacyPath={pagePath(locale, 'privacy')} />
      <CaseStudyStructuredData locale={locale} study={study} page={page} />
      <ClientReady />
    </>
  );
};
