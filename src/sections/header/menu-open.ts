import { atom } from 'jotai';

/** Is the mobile menu open? The header stays visible while it is. */
export const menuOpenAtom = atom(false);
