import type { ReactNode } from 'react';
import { countryName, type Locale } from '../../config/locales';
import { legalConfig, siteConfig } from '../../config/site';
import type { Copy } from '../../content/copy';
import { fillMessage, onOneLine, telHref } from '../../lib/utils';
import { privacyPolicy } from './privacy-policy';

const DOCUMENT = 'mx-auto w-full max-w-[44rem] px-5 pb-24 pt-28 sm:px-8 md:pt-36';

type Props = { locale: Locale; copy: Copy };

type StartProps = { locale: Locale; title: string; lead: string; updated: string };

const legalIn = (locale: Locale) => {
  const { address, country, representative, contentResponsible } = legalConfig;
  const parts = [...address.split(/,\s*/), countryName(locale, country)];
  const postal = parts.flatMap((part) => (part ? [onOneLine(part)] : [])).join(', ');
  return {
    ...legalConfig,
    address: postal,
    contentResponsible: contentResponsible || `${representative}, ${postal}`,
  };
};

/** The title, the lead and the date the agency set for the last change: both documents open the same way. */
const DocumentStart = ({ locale, title, lead, updated }: StartProps) => (
  <header className="border-b border-line pb-10">
    <h1 className="text-[2rem] font-semibold leading-[1.1] tracking-[-0.035em] text-balance sm:text-4xl md:text-5xl">
      {title}
    </h1>
    <p className="mt-5 text-base text-muted md:text-lg">{lead}</p>
    <p className="mt-4 text-sm text-muted">
      {fillMessage(updated, {
        date: new Date(legalConfig.updated).toLocaleDateString(locale, {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      })}
    </p>
  </header>
);

const Block = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="border-b border-line py-8 last:border-b-0">
    <h2 id={id} className="text-xl font-semibold tracking-[-0.02em] text-balance md:text-2xl">
      {title}
    </h2>
    <div className="mt-3 space-y-3 text-muted">{children}</div>
  </section>
);

const Entry = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-1 border-b border-line py-6 md:(grid-cols-[14rem_1fr] items-baseline gap-8)">
    <dt className="text-sm font-semibold text-ink">{label}</dt>
    <dd className="text-muted">{children}</dd>
  </div>
);

/** The provider's details under §5 DDG, from the settings (README, Legal pages). */
export const Imprint = ({ locale, copy }: Props) => {
  const words = copy.legal.imprint;
  const { name, address, representative, register, vatId, contentResponsible } = legalIn(locale);
  return (
    <article className={DOCUMENT}>
      <DocumentStart locale={locale} {...words} updated={copy.legal.updated} />
      <dl>
        <Entry label={words.provider}>
          <span className="block font-semibold text-ink">{name}</span>
          {address.split(/,\s*/).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Entry>
        <Entry label={words.representedBy}>{representative}</Entry>
        <Entry label={words.contact}>
          {words.phone}:{' '}
          <a href={telHref(siteConfig.phone)} className="legal-link">
            {siteConfig.phone}
          </a>
          <br />
          {words.email}:{' '}
          <a href={`mailto:${siteConfig.email}`} className="legal-link">
            {siteConfig.email}
          </a>
        </Entry>
        {register && <Entry label={words.register}>{register}</Entry>}
        {vatId && <Entry label={words.vatId}>{vatId}</Entry>}
        <Entry label={words.contentResponsible}>{contentResponsible}</Entry>
      </dl>
      <Block id="dispute" title={words.disputeTitle}>
        <p>{words.dispute}</p>
      </Block>
    </article>
  );
};

/** The privacy policy of this build: its sections follow the settings (privacy-policy.ts). */
export const PrivacyPolicy = ({ locale, copy }: Props) => {
  const words = copy.legal.privacy;
  const sections = privacyPolicy(words, { ...siteConfig, legal: legalIn(locale) });
  return (
    <article className={DOCUMENT}>
      <DocumentStart locale={locale} {...words} updated={copy.legal.updated} />
      {sections.map(({ id, title, body }) => (
        <Block key={id} id={id} title={title}>
          {body.map((text) =>
            typeof text === 'string' ? (
              <p key={text}>{text}</p>
            ) : (
              <ul key="list" className="list-disc space-y-1 pl-5">
                {text.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </Block>
      ))}
    </article>
  );
};
