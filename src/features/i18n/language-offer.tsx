'use client';

import { useEffect, useState } from 'react';
import type { Copy } from '../../content/copy';
import { safeStorage } from '../../lib/utils';
import { whenIdle } from '../../lib/when-idle';

/** The first of the visitor's languages that the site has, by primary subtag (`de-CH` is `de`). */
export const preferredLocale = <Code extends string>(
  preferences: readonly string[],
  available: readonly Code[],
): Code | null =>
  preferences
    .map((preference) => preference.toLowerCase().split('-')[0] as Code)
    .find((primary) => available.includes(primary)) ?? null;

type Offer = { code: string; href: string } & Copy['meta']['offer'];

type Props = { locale: string; offers: readonly Offer[] };

const ANSWERED_KEY = 'humanoid:language-offer';
const storage = safeStorage(() => window.localStorage);

/** Following the offer, dismissing it or using a language link answers it for good. */
export const answerLanguageOffer = () => storage.set(ANSWERED_KEY, 'yes');

/** Offers once, at idle time, the language the browser prefers; never a redirect. */
export const LanguageOffer = ({ locale, offers }: Props) => {
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(
    () =>
      whenIdle(() => {
        if (storage.get(ANSWERED_KEY)) return;
        const preferred = preferredLocale(navigator.languages ?? [], [
          locale,
          ...offers.map(({ code }) => code),
        ]);
        setOffer(offers.find(({ code }) => code === preferred) ?? null);
      }),
    [locale, offers],
  );

  if (!offer) return null;
  const answer = () => {
    answerLanguageOffer();
    setOffer(null);
  };
  return (
    // In the floating stack (src/ui/floating-stack.tsx); below 768 px the link alone, beside the button.
    <aside
      lang={offer.code}
      aria-label={offer.message}
      className="flex items-center gap-2 rounded-2xl border border-line bg-surface py-2 pl-4 pr-2 text-sm shadow-lift max-md:rounded-full"
    >
      <div>
        <p className="py-1 max-md:hidden">{offer.message}</p>
        <a
          href={offer.href}
          hrefLang={offer.code}
          className="-ml-1 inline-flex min-h-8 items-center rounded-full px-1 font-semibold text-accent-strong underline"
          data-locale-link=""
          onClick={answer}
        >
          {offer.action}
        </a>
      </div>
      <button
        type="button"
        className="grid size-10 place-items-center rounded-full text-lg hover:bg-ink/5"
        aria-label={offer.dismiss}
        onClick={answer}
      >
        ×
      </button>
    </aside>
  );
};
