import { ImagePlus } from '../../../components/icons';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { frAdminProperties } from '../i18n/fr';
import { PhotoTile } from './photo-tile';

const t = frAdminProperties.form.photos;

/** A photo of the form: already stored (url), being uploaded, or failed (kept to retry). */
export type PhotoItem = {
  key: string;
  url?: string;
  /** An object URL of the chosen file, shown while it uploads; revoked when the item goes. */
  previewUrl?: string;
  file?: File;
  status: 'done' | 'uploading' | 'failed';
  error?: string;
};

export type UploadPhoto = (file: File) => Promise<{ url: string }>;

type Props = {
  items: PhotoItem[];
  onChange: (update: (items: PhotoItem[]) => PhotoItem[]) => void;
  upload: UploadPhoto;
  /** Messages of the upload failures, shown as toasts by the owner. */
  onUploadError: (message: string) => void;
  error?: string;
};

let nextKey = 0;
const newKey = () => `photo-${Date.now()}-${nextKey++}`;

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The property's photos: several files at once (each uploaded on its own, with its state shown), drag
 * to reorder (or the arrow buttons, for the keyboard), remove, and choose the main one. The main photo
 * is the first: choosing one moves it to the front (it is the card photo, and the gallery opens on it).
 */
export function PhotosField({ items, onChange, upload, onUploadError, error }: Props) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const previews = useRef(new Set<string>());

  // Object URLs live as long as the form.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function startUpload(key: string, file: File) {
    upload(file).then(
      ({ url }) => onChange((list) => list.map((item) => (item.key === key ? { ...item, url, status: 'done', error: undefined } : item))),
      (failure: unknown) => {
        const message = failure instanceof Error && failure.message ? failure.message : t.uploadError;
        onUploadError(message);
        onChange((list) => list.map((item) => (item.key === key ? { ...item, status: 'failed', error: message } : item)));
      },
    );
  }

  function addFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    const added = Array.from(files).map((file): PhotoItem => {
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      return { key: newKey(), file, previewUrl, status: 'uploading' };
    });
    onChange((list) => [...list, ...added]);
    setAnnouncement(t.added(added.length));
    added.forEach((item) => startUpload(item.key, item.file as File));
  }

  function retry(item: PhotoItem) {
    if (!item.file) return;
    onChange((list) => list.map((entry) => (entry.key === item.key ? { ...entry, status: 'uploading', error: undefined } : entry)));
    startUpload(item.key, item.file);
  }

  function reorder(from: number, to: number, announce = true) {
    if (to < 0 || to >= items.length || from === to) return;
    onChange((list) => move(list, from, to));
    if (announce) setAnnouncement(t.moved(from + 1, to + 1));
  }

  function remove(index: number) {
    const item = items[index];
    if (item?.previewUrl) {
      URL.revokeObjectURL(item.previewUrl);
      previews.current.delete(item.previewUrl);
    }
    onChange((list) => list.filter((_, position) => position !== index));
    setAnnouncement(t.removed(index + 1));
  }

  function makeMain(index: number) {
    onChange((list) => move(list, index, 0));
    setAnnouncement(t.mainChosen(index + 1));
  }

  function onDrop(event: DragEvent, to: number) {
    event.preventDefault();
    const from = dragging ?? Number(event.dataTransfer.getData('text/plain'));
    setDragging(null);
    setDropTarget(null);
    if (Number.isInteger(from)) reorder(from, to);
  }

  return (
    <fieldset className="space-y-4" aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}>
      <legend className="text-sm font-semibold text-navy-900">{t.legend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t.hint}
      </p>
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border-2 border-dashed border-navy-300 bg-white px-4 py-3 font-semibold text-navy-900 transition-colors hover:border-navy-700 hover:bg-navy-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-700"
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {t.add}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          onChange={(event) => {
            addFiles(event.target.files);
            // The same files can be chosen again (after a removal).
            event.target.value = '';
          }}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t.empty}</p>
      ) : (
        <ol aria-label={t.list} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              index={index}
              total={items.length}
              dragged={dragging === index}
              dropTarget={dropTarget === index && dragging !== index}
              drag={{
                onDragStart: (event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                },
                onDragEnd: () => {
                  setDragging(null);
                  setDropTarget(null);
                },
                onDragOver: (event) => {
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  if (dropTarget !== index) setDropTarget(index);
                },
                onDragLeave: () => setDropTarget((target) => (target === index ? null : target)),
                onDrop: (event) => onDrop(event, index),
              }}
              onMove={(to) => reorder(index, to)}
              onMakeMain={() => makeMain(index)}
              onRetry={() => retry(item)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
    </fieldset>
  );
}
