import { atom, getDefaultStore } from 'jotai';

export type ToastRequest = {
  id: number;
  tone: 'success' | 'error';
  title: string;
  description?: string;
  action?: { label: string; href: string };
  /** The form that asked: its next toast takes this one's place. */
  from?: string;
};

/** Toasts asked for and not yet handed to the toaster (which loads on the first one). */
export const toastQueueAtom = atom<ToastRequest[]>([]);

let nextId = 1;

export const showToast = (toast: Omit<ToastRequest, 'id'>) =>
  getDefaultStore().set(toastQueueAtom, (queue) => [
    ...queue.filter((queued) => !toast.from || queued.from !== toast.from),
    { ...toast, id: nextId++ },
  ]);
