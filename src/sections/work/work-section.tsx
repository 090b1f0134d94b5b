import { type Locale, workPath } from '../../config/locales';
import type { Copy } from '../../content/copy';
import { caseStudies } from '../../content/work';
import { unbrokenAtHyphens } from '../../lib/utils';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { WorkPicture } from './work-picture';

const CARD =
  'group card flex h-full flex-col overflow-hidden transition-[border-color,box-shadow] duration-300 hover:(border-ink/15 shadow-card)';

const STRIP =
  'mt-10 flex flex-wrap items-center justify-between gap-x-8 gap-y-3 border-y border-line py-6 text-xl font-semibold tracking-[-0.03em] text-muted lg:text-2xl';

/** Each client's name set a little differently, as their logos would be. */
const WORDMARKS: Record<string, string> = {
  'nordvik-travel': 'uppercase text-[0.85em] tracking-[0.12em]',
  ledgerline: 'lowercase font-bold',
  'tandem-health': 'font-medium',
  'maison-alba': 'italic font-normal',
};

type Props = { locale: Locale; copy: Copy };

/** Selected work: the clients' names as a strip, then a card per case study leading to its page. */
export const WorkSection = ({ locale, copy }: Props) => {
  const studies = caseStudies(locale);
  return (
    <Section
      id="work"
      titleId="work-title"
      className="border-t border-line"
      intro={{ eyebrow: copy.work.eyebrow, title: copy.work.title }}
    >
      <ul className={STRIP}>
        {studies.map(({ slug, client }) => (
          <li key={slug} className={WORDMARKS[slug]}>
            {client}
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-5 md:grid-cols-2 md:gap-6">
        {studies.map((study) => (
          <li key={study.slug}>
            <a href={workPath(locale, study.slug)} className={CARD}>
              <WorkPicture
                name={study.cover.image}
                alt=""
                sizes="(min-width: 768px) 50vw, 100vw"
                card
              />
              <span className="flex grow flex-col gap-2 p-6 md:p-7">
                <span className="flex items-center justify-between gap-3 eyebrow text-muted">
                  {study.client} · {unbrokenAtHyphens(study.industry)}
                  <Icon
                    icon="i-lucide-arrow-right"
                    className="size-4 text-accent transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="text-xl font-semibold tracking-[-0.02em] text-balance">
                  {study.result}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
};
