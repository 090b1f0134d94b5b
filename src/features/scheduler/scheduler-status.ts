import { atom } from 'jotai';

/** The scheduling widget: loading until it initialises, then ready, or failed (booking page fallback). */
export const schedulerStatusAtom = atom<'loading' | 'ready' | 'failed'>('loading');
