import { createStore } from '../../lib/store';

export type ToastRequest = {
  id: number;
  tone: 'success' | 'destructive';
  title: string;
  description?: string;
  action?: { label: string; href: string };
};

/** Toasts asked for and not yet handed to the toaster (which loads on the first one). */
export const toastQueue = createStore<ToastRequest[]>([]);

let nextId = 1;

export const showToast = (toast: Omit<ToastRequest, 'id'>) =>
  toastQueue.set([...toastQueue.get(), { ...toast, id: nextId++ }]);
