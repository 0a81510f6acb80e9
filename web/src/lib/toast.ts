import type { ExternalToast } from 'sonner';

/** Spec: toasts last 4 s by default (set on the Toaster) but success toasts only 2 s. */
export const SUCCESS_TOAST_DURATION_MS = 2000;

type ToastApi = typeof import('sonner')['toast'];

/**
 * The toast library is not on any page's first load (it is only needed once something goes right or
 * wrong): the first toast imports it and asks the app to mount the Toaster, and toasts wait until the
 * Toaster is mounted, so none is lost and its live region exists before the first message lands in it.
 */
let markToasterMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => (markToasterMounted = resolve));
export const onToasterMounted = () => markToasterMounted();

let requested = false;
const requestListeners = new Set<() => void>();

/** Calls `listener` once a first toast is wanted (at once if one already was); returns an unsubscribe. */
export function onFirstToastRequested(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => undefined;
  }
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

let api: Promise<ToastApi> | undefined;
function toastApi(): Promise<ToastApi> {
  if (!requested) {
    requested = true;
    requestListeners.forEach((listener) => listener());
    requestListeners.clear();
  }
  return (api ??= Promise.all([import('sonner'), toasterMounted]).then(([sonner]) => sonner.toast));
}

export const notify = {
  success: (title: string, options?: ExternalToast) =>
    void toastApi().then((toast) => toast.success(title, { duration: SUCCESS_TOAST_DURATION_MS, ...options })),
  error: (title: string, options?: ExternalToast) => void toastApi().then((toast) => toast.error(title, options)),
  info: (title: string, options?: ExternalToast) => void toastApi().then((toast) => toast.info(title, options)),
};
