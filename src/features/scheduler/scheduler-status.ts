import { atom } from 'jotai';

/** The scheduling widget: loading until it initialises, then ready, or failed (booking page fallback). */
export type SchedulerStatus = 'loading' | 'ready' | 'failed';

export const schedulerStatusAtom = atom<SchedulerStatus>('loading');
