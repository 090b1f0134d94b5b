import { atom, getDefaultStore } from 'jotai';

export type ToastRequest = {
  id: number;
  tone: 'success' | 'error';
  title: string;
  description?: string;
  action?: { label: string; href: string };
};

/** Toasts asked for and not yet handed to the toaster (which loads on the first one). */
export const toastQueueAtom = atom<ToastRequest[]>([]);

let nextId = 1;

export const showToast = (toast: Omit<ToastRequest, 'id'>) =>
  getDefaultStore().set(toastQueueAtom, (queue) => [...queue, { ...toast, id: nextId++ }]);
