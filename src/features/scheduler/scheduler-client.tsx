'use client';

import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { type Booking, siteConfig } from '../../config/site';
import type { Copy } from '../../content/copy';
import { safeStorage } from '../../lib/utils';
import { whenIdle } from '../../lib/when-idle';
import { Icon } from '../../ui/icon';
import { loadCalEmbed, openCalBooking } from './cal-embed';

type SchedulerStatus = 'asleep' | 'loading' | 'ready' | 'failed';

const clickToLoad = siteConfig.scheduler.load === 'click';
// `asleep`: nothing asked of Cal.com yet, as WAKU_PUBLIC_CAL_LOAD=click wants until the visitor agrees.
const schedulerStatusAtom = atom<SchedulerStatus>(clickToLoad ? 'asleep' : 'loading');
/** The booking a click asked for while the visitor is asked to agree to Cal.com. */
const consentRequestAtom = atom<Booking | null>(null);
const store = getDefaultStore();
const session = safeStorage(() => window.sessionStorage);
const CAL_CONSENT_KEY = 'humanoid:cal-consent';

const openBookingPage = (booking: Booking) =>
  window.open(booking.url, '_blank', 'noopener,noreferrer');

const openBooking = (booking: Booking, ready: boolean) =>
  ready ? openCalBooking(siteConfig.scheduler, booking.link) : openBookingPage(booking);

let embed: Promise<boolean> | undefined;
// Drawn at once: the consent dialog, closing next, hands the focus back to an enabled button.
const settle = (status: SchedulerStatus) => flushSync(() => store.set(schedulerStatusAtom, status));

/** Loads the embed once and tells every button how it went; resolves to whether it is ready. */
const startScheduler = () => {
  if (embed) return embed;
  store.set(schedulerStatusAtom, 'loading');
  embed = loadCalEmbed(siteConfig.scheduler).then(
    () => {
      settle('ready');
      return true;
    },
    (error: unknown) => {
      console.error(
        'Scheduler failed to initialise; buttons open the booking page instead.',
        error,
      );
      settle('failed');
      return false;
    },
  );
  return embed;
};

/** Loads the Cal.com scheduler at idle time (DEC-11). */
export const SchedulerLoader = () => {
  useEffect(() => whenIdle(startScheduler), []);
  return null;
};

export type ScheduleLabels = Pick<
  Copy['actions'],
  'scheduleCall' | 'scheduleLoading' | 'opensInNewTab'
>;

type Props = {
  className: string;
  labelClassName?: string;
  labels: ScheduleLabels;
  booking: Booking;
};

/** Disabled until the widget is ready (SCHED-1), as wide as its wider label so nothing shifts. */
export const ScheduleCallClient = ({ className, labelClassName = '', labels, booking }: Props) => {
  const status = useAtomValue(schedulerStatusAtom);
  const open = () => {
    if (status === 'ready' || status === 'failed') openBooking(booking, status === 'ready');
    else if (session.get(CAL_CONSENT_KEY))
      startScheduler().then((ready) => openBooking(booking, ready));
    else store.set(consentRequestAtom, booking);
  };
  const loading = status === 'loading';
  return (
    <button
      type="button"
      className={`${className} js-only`}
      disabled={loading}
      aria-busy={loading}
      data-scheduler={status}
      onClick={open}
    >
      <Icon
        icon={loading ? 'i-lucide-loader-circle' : 'i-lucide-calendar-days'}
        className={loading ? 'size-4 animate-spin' : 'size-4'}
      />
      <span
        key={loading ? 'loading' : 'ready'}
        className={`inline-flex flex-col items-center after:(invisible h-0 overflow-hidden content-[attr(data-other)]) ${labelClassName}`}
        data-other={loading ? labels.scheduleCall : labels.scheduleLoading}
      >
        {loading ? labels.scheduleLoading : labels.scheduleCall}
      </span>
      {status === 'failed' && <span className="sr-only"> {labels.opensInNewTab}</span>}
    </button>
  );
};

type ConsentProps = { words: Copy['legal']['calConsent']; privacyPath: string };

/** WAKU_PUBLIC_CAL_LOAD=click: the first Schedule a Call asks before anything goes to Cal.com, and waits while it loads. */
export const CalConsent = ({ words, privacyPath }: ConsentProps) => {
  const request = useAtomValue(consentRequestAtom);
  const loading = useAtomValue(schedulerStatusAtom) === 'loading';
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (request && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);
  // Agreed to earlier in this tab: Cal.com loads when idle, as without the setting.
  useEffect(() => (session.get(CAL_CONSENT_KEY) ? whenIdle(startScheduler) : undefined), []);
  const accept = () => {
    if (loading) return;
    session.set(CAL_CONSENT_KEY, 'yes');
    startScheduler().then((ready) => {
      const booking = store.get(consentRequestAtom); // null once the visitor closed the dialog
      dialog.current?.close();
      if (booking) openBooking(booking, ready);
    });
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="cal-consent-title"
      aria-describedby="cal-consent-body"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-6 text-ink shadow-lift"
      data-cal-consent=""
      onClose={() => store.set(consentRequestAtom, null)}
    >
      <h2 id="cal-consent-title" className="text-xl font-semibold tracking-[-0.02em]">
        {words.title}
      </h2>
      <p id="cal-consent-body" className="mt-3 text-muted">
        {words.body}{' '}
        <a href={privacyPath} className="legal-link">
          {words.privacyLink}
        </a>
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <button type="button" className="btn-primary" aria-busy={loading} onClick={accept}>
          {loading && <Icon icon="i-lucide-loader-circle" className="size-4 animate-spin" />}
          {loading ? words.loading : words.load}
        </button>
        <a
          href={request?.url}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary"
          onClick={() => dialog.current?.close()}
        >
          {words.newTab}
          <Icon icon="i-lucide-arrow-up-right" className="size-4" />
        </a>
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
          {words.cancel}
        </button>
      </div>
    </dialog>
  );
};
