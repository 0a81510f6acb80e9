import { toast, type ExternalToast } from 'sonner';

/** Spec: toasts last 4 s by default (set on the Toaster) but success toasts only 2 s. */
export const SUCCESS_TOAST_DURATION_MS = 2000;

export function toastSuccess(title: string, options?: ExternalToast): string | number {
  return toast.success(title, { duration: SUCCESS_TOAST_DURATION_MS, ...options });
}
