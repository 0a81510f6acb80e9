import type { ExternalToast } from 'sonner';

/** Spec: toasts last 4 s by default (set on the Toaster) but success toasts only 2 s. */
export const SUCCESS_TOAST_DURATION_MS = 2000;

type ToastApi = typeof import('sonner')['toast'];

/**
 * The toast library is not on the first load (it is only needed once something goes right or
 * wrong): it is imported on first use, and a toast waits until the Toaster is mounted so none is lost.
 */
let markToasterMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => (markToasterMounted = resolve));
export const onToasterMounted = () => markToasterMounted();

let api: Promise<ToastApi> | undefined;
const toastApi = () => (api ??= Promise.all([import('sonner'), toasterMounted]).then(([sonner]) => sonner.toast));

export const notify = {
  success: (title: string, options?: ExternalToast) =>
    void toastApi().then((toast) => toast.success(title, { duration: SUCCESS_TOAST_DURATION_MS, ...options })),
  error: (title: string, options?: ExternalToast) => void toastApi().then((toast) => toast.error(title, options)),
  info: (title: string, options?: ExternalToast) => void toastApi().then((toast) => toast.info(title, options)),
};
