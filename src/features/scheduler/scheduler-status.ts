import { atom } from 'jotai';

export const schedulerStatusAtom = atom<'loading' | 'ready' | 'failed'>('loading');
