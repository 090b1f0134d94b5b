import { atom } from 'jotai';
import { INITIAL_OPEN_INDEX, type OpenIndex } from '../lib/accordion';

/** Is the mobile menu open? The header stays visible while it is. */
export const menuOpenAtom = atom(false);

/** The FAQ accordion's open item, or null when all are closed. */
export const faqOpenIndexAtom = atom<OpenIndex>(INITIAL_OPEN_INDEX);
