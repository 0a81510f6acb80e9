import './zod-jitless';
import { ImagePlus, LoaderCircle, Trash2 } from '../icons';
import { useId, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_REFUSED } from '../../../../shared/media/schema';
import { srcSetOf } from '../../../../shared/media/renditions';
import { api } from '../../lib/api-client';
import { frAdmin } from '../../i18n/fr-admin';
import { notify } from '../../lib/toast';

export type PhotoPurpose = 'property' | 'agent' | 'testimonial' | 'blog' | 'logo';

const POLL_MS = 500;
const PROCESSING_TIMEOUT_MS = 60_000;
const t = frAdmin.photos;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads one photo the way the pipeline wants it: a presigned POST straight to the uploads bucket,
 * then waits until the photo consumer has checked it and written its renditions. Resolves with the
 * address to store; rejects with a French message (refused file, failed processing).
 */
export async function uploadPhoto(file: File, purpose: PhotoPurpose): Promise<{ mediaId: string; url: string }> {
  const contentType = ACCEPTED_IMAGE_TYPES.find((type) => type === file.type);
  if (!contentType || file.size < 1 || file.size > MAX_UPLOAD_BYTES) throw new Error(UPLOAD_REFUSED);
  const ticket = await api.post('/admin/uploads', { body: { purpose, contentType, size: file.size } });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'POST', body: form });
  } catch {
    throw new Error(t.uploadFailed);
  }
  if (!response.ok) throw new Error(t.uploadFailed);

  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { items } = await api.get('/admin/media', { query: { ids: ticket.mediaId } });
    const status = items[0];
    if (status?.status === 'ready') return { mediaId: ticket.mediaId, url: ticket.photoUrl };
    if (status?.status === 'failed') throw new Error(status.error);
    await wait(POLL_MS);
  }
  throw new Error(t.processingTimeout);
}

type PhotoFieldProps = {
  label: string;
  purpose: PhotoPurpose;
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  /** Told when an upload starts and ends, e.g. to keep a form from saving meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** The area's own toasts (spec §8: brokers and testimonials word them differently). */
  toasts?: { success?: string; error?: string };
};

/** One photo (a broker's portrait, a testimonial's author): preview, choose, replace, remove; the pipeline's states shown. */
export function PhotoField({ label, purpose, value, onChange, onBusyChange, toasts }: PhotoFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      onChange((await uploadPhoto(file, purpose)).url);
      if (toasts?.success) notify.success(toasts.success);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : t.uploadFailed;
      setError(message);
      if (toasts?.error) notify.error(toasts.error, { description: message });
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };
  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-semibold text-navy-900">
        {label}
      </span>
      <div className="mt-1.5 flex flex-wrap items-center gap-4">
        {value ? (
          <img src={value} srcSet={srcSetOf(value)} sizes="80px" alt={t.preview} width={80} height={80} className="size-20 rounded-lg object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-lg bg-navy-100 text-navy-500">
            <ImagePlus className="size-7" />
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-navy-200 px-3 py-2 font-medium text-navy-900 hover:bg-navy-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-navy-700"
          >
            {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <ImagePlus aria-hidden="true" className="size-4" />}
            {busy ? t.processing : value ? t.replace : t.choose}
            <input
              id={id}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              disabled={busy}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
              className="sr-only"
            />
          </label>
          {value && !busy && (
            <button type="button" onClick={() => onChange(undefined)} className="inline-flex items-center gap-2 rounded-lg border border-navy-200 px-3 py-2 font-medium text-navy-900 hover:bg-navy-50">
              <Trash2 aria-hidden="true" className="size-4" />
              {t.remove}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t.hint}
      </p>
      {busy && (
        <p role="status" className="sr-only">
          {t.processing}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
