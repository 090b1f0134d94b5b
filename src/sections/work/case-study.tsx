import { type Locale, pagePath, workPath } from '../../config/locales';
import { bookings } from '../../config/site';
import type { Copy } from '../../content/copy';
import { servicesContent } from '../../content/sections';
import { testimonialsContent } from '../../content/testimonials';
import type { CaseStudy as Study } from '../../content/work';
import { ScheduleCallButton } from '../../features/scheduler/schedule-call-button';
import { fillMessage, unbrokenAtHyphens } from '../../lib/utils';
import { ButtonLink } from '../../ui/button-link';
import { Icon } from '../../ui/icon';
import { WorkPicture } from './work-picture';

type Props = { locale: Locale; copy: Copy; study: Study; next: Study };

// Case pages only (the home page's CSS keeps its budget): the facts, a title to balance (≤6 lines), the story.
const BODY_CSS = [
  '@media(min-width:48em){.case-facts{grid-template-columns:repeat(4,auto) 1fr;',
  'column-gap:clamp(1.5rem,4vw - 1rem,3rem);}}',
  '@media(max-width:23.4em){header>h1.display-title{font-size:1.75rem;}}',
  '.case-body{max-width:44rem;color:rgb(var(--color-muted));font-size:1.0625rem;line-height:1.75;}',
  '.case-body h3{margin-top:3rem;color:rgb(var(--color-ink));font-size:clamp(1.5rem,1.2rem + 1.2vw,2rem);',
  'font-weight:600;letter-spacing:-0.03em;line-height:1.2;}',
  '.case-body h3:first-child{margin-top:0;}',
  '.case-body p{margin-top:1rem;}',
].join('');

/** One case study: who, what and how long; the story; the results; the pictures; the client's words. */
export const CaseStudy = ({ locale, copy, study, next }: Props) => {
  const { work } = copy;
  const industry = unbrokenAtHyphens(study.industry);
  const services = servicesContent(copy).items.filter(({ id }) => study.services.includes(id));
  const quote = testimonialsContent(copy).items.find(({ id }) => id === study.testimonial);
  const facts = [
    [work.labels.client, study.client],
    [work.labels.industry, industry],
    [work.labels.timeline, study.timeline],
    [work.labels.year, String(study.year)],
    [work.labels.services, services.map(({ title }) => unbrokenAtHyphens(title)).join(', ')],
  ];
  return (
    <article className="pt-28 md:pt-36">
      <header className="wrap">
        <a href={`${pagePath(locale)}#work`} className="contact-line -ml-2 text-sm text-muted">
          <Icon icon="i-lucide-arrow-left" className="size-4" />
          {work.backToWork}
        </a>
        <p className="mt-6 eyebrow text-accent md:mt-8">{industry}</p>
        <h1 className="mt-4 max-w-[52rem] display-title">
          {study.client}: {study.result}
        </h1>
        <p className="mt-6 max-w-[44rem] text-lg text-muted">{study.summary}</p>
        <dl className="case-facts mt-10 grid grid-cols-2 gap-6 border-t border-line pt-8">
          {facts.map(([label, value]) => (
            <div key={label} className="max-md:last:col-span-2">
              <dt className="eyebrow text-muted">{label}</dt>
              <dd className="mt-2 font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className="wrap mt-12">
        <WorkPicture
          name={study.cover.image}
          alt={study.cover.alt}
          sizes="(min-width: 1280px) 1200px, calc(100vw - 2.5rem)"
          priority
        />
      </div>
      <section aria-labelledby="results-title" className="wrap mt-16">
        <h2 id="results-title" className="sr-only">
          {work.resultsTitle}
        </h2>
        <ul className="hairline-grid md:grid-cols-3">
          {study.results.map(({ value, label }) => (
            <li key={label} className="bg-surface p-6 md:p-8">
              <p className="text-4xl font-semibold tracking-[-0.04em] text-accent lg:text-5xl">
                {value}
              </p>
              <p className="mt-2 text-muted">{label}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="story-title" className="wrap mt-16 md:mt-24">
        <h2 id="story-title" className="sr-only">
          {work.challengeTitle}
        </h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time */}
        <div className="case-body" dangerouslySetInnerHTML={{ __html: study.body }} />
        <style href="case-body" precedence="default">
          {BODY_CSS}
        </style>
      </section>
      <section aria-labelledby="pictures-title" className="wrap mt-16 md:mt-24">
        <h2 id="pictures-title" className="text-2xl font-semibold tracking-[-0.03em] md:text-3xl">
          {work.picturesTitle}
        </h2>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          {study.pictures.map((picture) => (
            <figure key={picture.image}>
              <WorkPicture
                name={picture.image}
                alt={picture.alt}
                sizes="(min-width: 1024px) 600px, calc(100vw - 2.5rem)"
              />
              <figcaption className="mt-3 text-sm text-muted">{picture.caption}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      {quote && (
        <section aria-labelledby="quote-title" className="wrap mt-16 md:mt-24">
          <h2 id="quote-title" className="sr-only">
            {work.quoteTitle}
          </h2>
          <figure className="rounded-[1.75rem] border border-night-edge bg-night px-6 py-12 text-night-text md:px-16 md:py-16">
            <blockquote className="max-w-[48rem] text-2xl font-medium tracking-[-0.02em] text-balance md:text-3xl">
              {fillMessage(work.quoted, { quote: quote.content })}
            </blockquote>
            <figcaption className="mt-8 text-night-muted">
              <span className="font-semibold text-night-text">{quote.author}</span>, {quote.role}
            </figcaption>
          </figure>
        </section>
      )}
      <nav aria-label={work.next} className="wrap mt-16 md:mt-24">
        <a href={workPath(locale, next.slug)} className="group card flex flex-col gap-2 p-6 md:p-8">
          <span className="eyebrow text-muted">{work.next}</span>
          <span className="flex items-center justify-between gap-4 text-2xl font-semibold tracking-[-0.03em]">
            {next.client}
            <Icon
              icon="i-lucide-arrow-right"
              className="size-6 text-accent transition-transform group-hover:translate-x-1"
            />
          </span>
          <span className="text-muted">{next.result}</span>
        </a>
      </nav>
      <section aria-labelledby="case-cta-title" className="wrap mt-16 pb-24 text-center md:mt-24">
        <h2 id="case-cta-title" className="text-3xl font-semibold tracking-[-0.035em] md:text-4xl">
          {work.ctaTitle}
        </h2>
        <p className="mx-auto mt-4 max-w-[36rem] text-muted">{work.ctaLead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={`${pagePath(locale)}#contact`}>{copy.actions.startProject}</ButtonLink>
          <ScheduleCallButton
            variant="secondary"
            labels={copy.actions}
            booking={bookings[locale]}
          />
        </div>
      </section>
    </article>
  );
};
