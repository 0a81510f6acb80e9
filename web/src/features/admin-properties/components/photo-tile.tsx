import { ArrowDown, ArrowUp, GripVertical, LoaderCircle, RotateCcw, Star, TriangleAlert, X } from '../../../components/icons';
import type { DragEventHandler, ReactNode } from 'react';
import { frAdminProperties } from '../i18n/fr';
import { photoAttributes } from '../lib/photo-attributes';
import type { PhotoItem } from './photos-field';

const t = frAdminProperties.form.photos;

type Props = {
  item: PhotoItem;
  index: number;
  total: number;
  /** This tile is the one being dragged; another one is dragged over this one. */
  dragged: boolean;
  dropTarget: boolean;
  drag: Record<'onDragStart' | 'onDragEnd' | 'onDragOver' | 'onDragLeave' | 'onDrop', DragEventHandler<HTMLLIElement>>;
  onMove: (to: number) => void;
  onMakeMain: () => void;
  onRetry: () => void;
  onRemove: () => void;
};

/** One photo of the form: its state (uploading, failed and why), the main badge, and its buttons (the keyboard's way to reorder). */
export function PhotoTile({ item, index, total, dragged, dropTarget, drag, onMove, onMakeMain, onRetry, onRemove }: Props) {
  const n = index + 1;
  const src = item.url ?? item.previewUrl;
  return (
    <li
      draggable
      {...drag}
      data-testid="photo-item"
      className={`relative overflow-hidden rounded-xl bg-white ring-1 transition-shadow ${
        dropTarget ? 'ring-2 ring-navy-700' : 'ring-navy-200'
      } ${dragged ? 'opacity-50' : ''}`}
    >
      <div className="relative bg-navy-100">
        {src && <img {...photoAttributes(src, '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw')} alt={t.alt(n)} width={1200} height={800} className="aspect-[3/2] h-auto w-full object-cover" />}
        <span aria-hidden="true" className="absolute top-2 left-2 flex cursor-grab items-center rounded-md bg-white/90 p-1 text-navy-900 shadow" title={t.dragHandle(n)}>
          <GripVertical className="size-4" />
        </span>
        {index === 0 && (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-navy-950 shadow">
            <Star aria-hidden="true" className="size-3 fill-navy-950" />
            {t.main}
          </span>
        )}
        {item.status === 'uploading' && (
          <span className="absolute inset-x-2 bottom-2 inline-flex items-center justify-center gap-2 rounded-md bg-navy-950/80 px-2 py-1 text-sm font-semibold text-white">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            {t.uploading}
          </span>
        )}
        {item.status === 'failed' && (
          <span className="absolute inset-x-2 bottom-2 inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-2 py-1 text-sm font-semibold text-white">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {t.failed}
          </span>
        )}
      </div>
      {/* The reason stays beside the photo once its toast is gone (too large, not an image...). */}
      {item.status === 'failed' && item.error && <p className="px-2 pt-2 text-sm text-red-700">{item.error}</p>}
      <div className="flex flex-wrap items-center gap-1 p-2">
        <IconButton label={t.moveUp(n)} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </IconButton>
        <IconButton label={t.moveDown(n)} disabled={index === total - 1} onClick={() => onMove(index + 1)}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </IconButton>
        {index !== 0 && (
          <IconButton label={t.makeMain(n)} onClick={onMakeMain}>
            <Star aria-hidden="true" className="size-4" />
          </IconButton>
        )}
        {item.status === 'failed' && item.file && (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-semibold text-navy-900 hover:bg-navy-50"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.retry}
          </button>
        )}
        <span className="flex-1" />
        <IconButton label={t.remove(n)} onClick={onRemove} danger>
          <X aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
    </li>
  );
}

function IconButton({ label, onClick, disabled, danger, children }: { label: string; onClick: () => void; disabled?: boolean; danger?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-9 items-center justify-center rounded-md transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
        danger ? 'text-red-700 hover:bg-red-50' : 'text-navy-900 hover:bg-navy-50'
      }`}
    >
      {children}
    </button>
  );
}
