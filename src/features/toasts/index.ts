/** Toasts: the page's one toaster (sonner, fetched when first needed) and the queue that feeds it. */
export { ToastHost } from './toast-host';
export { showToastAtom, type ToastRequest } from './toast-queue';
