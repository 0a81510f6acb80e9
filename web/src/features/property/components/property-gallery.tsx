import { ChevronLeft, ChevronRight, Rotate3d } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { frProperty } from '../i18n/fr';
import { buttonClass } from '../../../components/ui/button-styles';
import { srcSetOf } from '../../../../../shared/media/renditions';
import { PLACEHOLDER_IMAGE, placeholderIfBroken, showPlaceholderOnError } from '../../../lib/image-fallback';

/** Spec §9: thumbnails 6 per page, dots for the first 8 photos. */
export const THUMBNAILS_PER_PAGE = 6;
export const MAX_DOTS = 8;
/** Media photos are rendered at 1200x800; the attributes let the browser reserve the box early. */
const PHOTO_WIDTH = 1200;
/** Rendered widths: the main photo spans the page's main column; thumbnails are a sixth of it. */
const MAIN_SIZES = '(min-width: 1024px) 66vw, 100vw';
const THUMBNAIL_SIZES = '(min-width: 1024px) 160px, 17vw';

/** A srcset outranks src: drop it, or the placeholder would never show. */
function showPlaceholderWithoutSrcSet(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.removeAttribute('srcset');
  showPlaceholderOnError(event);
}
const PHOTO_HEIGHT = 800;

type PropertyGalleryProps = {
  title: string;
  photos: string[];
  virtualTourUrl?: string;
};

const roundButton =
  'flex size-11 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-md transition-colors hover:bg-white';

export function PropertyGallery({ title, photos: givenPhotos, virtualTourUrl }: PropertyGalleryProps) {
  const photos = givenPhotos.length > 0 ? givenPhotos : [PLACEHOLDER_IMAGE];
  const total = photos.length;
  const [index, setIndex] = useState(0);
  const [thumbnailPage, setThumbnailPage] = useState(0);
  const labelId = useId();
  const pageCount = Math.ceil(total / THUMBNAILS_PER_PAGE);
  const current = Math.min(index, total - 1);

  // Wraps both ways, and keeps the current photo's thumbnail in view.
  function show(next: number) {
    const wrapped = (next + total) % total;
    setIndex(wrapped);
    setThumbnailPage(Math.floor(wrapped / THUMBNAILS_PER_PAGE));
  }

  function turnThumbnailPage(step: number) {
    setThumbnailPage((page) => (page + step + pageCount) % pageCount);
  }

  const firstThumbnail = thumbnailPage * THUMBNAILS_PER_PAGE;
  const thumbnails = photos.slice(firstThumbnail, firstThumbnail + THUMBNAILS_PER_PAGE);

  return (
    <section aria-labelledby={labelId} className="space-y-3">
      <h2 id={labelId} className="sr-only">
        {frProperty.gallery.label}
      </h2>
      <div className="relative h-[70vh] min-h-64 overflow-hidden rounded-2xl bg-navy-100">
        {/* The likely LCP element: eager, high priority, fixed box so nothing moves when it arrives. */}
        <img
          src={photos[current]}
          srcSet={srcSetOf(photos[current])}
          sizes={srcSetOf(photos[current]) ? MAIN_SIZES : undefined}
          alt={frProperty.gallery.photoAlt(title, current + 1, total)}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          ref={placeholderIfBroken}
          onError={showPlaceholderWithoutSrcSet}
          className="size-full object-cover"
        />

        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(current - 1)}
              aria-label={frProperty.gallery.previous}
              className={`${roundButton} absolute top-1/2 left-3 -translate-y-1/2`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => show(current + 1)}
              aria-label={frProperty.gallery.next}
              className={`${roundButton} absolute top-1/2 right-3 -translate-y-1/2`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}

        <p className="absolute top-3 left-3 rounded-full bg-navy-950/80 px-3 py-1 text-sm font-semibold text-white">
          <span aria-hidden="true">{frProperty.gallery.count(current + 1, total)}</span>
          <span className="sr-only" aria-live="polite">
            {frProperty.gallery.countLabel(current + 1, total)}
          </span>
        </p>

        {virtualTourUrl && (
          <a
            href={virtualTourUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'gold', size: 'md', className: 'absolute top-3 right-3 shadow-md' })}
          >
            <Rotate3d aria-hidden="true" className="size-5" />
            {frProperty.gallery.virtualTour}
            <span className="sr-only"> {frProperty.newTab}</span>
          </a>
        )}

        {total > 1 && (
          <div
            role="group"
            aria-label={frProperty.gallery.dotsLabel}
            // dark-surface: a gold focus ring, visible on the dark pill.
            className="dark-surface absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-navy-950/60 px-2 py-1"
          >
            {photos.slice(0, MAX_DOTS).map((photo, dot) => (
              <button
                key={`${dot}-${photo}`}
                type="button"
                onClick={() => show(dot)}
                aria-label={frProperty.gallery.showPhoto(dot + 1)}
                aria-current={dot === current ? 'true' : undefined}
                className="group flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all ${dot === current ? 'size-3 bg-gold-400' : 'size-2 bg-white/80 group-hover:bg-white'}`}
                />
              </button>
            ))}
          </div>
        )}
      </div>

      {total > 1 && (
        <div role="group" aria-label={frProperty.gallery.thumbnailsLabel} className="flex items-center gap-2">
          {pageCount > 1 && (
            <button
              type="button"
              onClick={() => turnThumbnailPage(-1)}
              aria-label={frProperty.gallery.previousThumbnails}
              className="flex size-10 shrink-0 items-center justify-center rounded-full border border-navy-200 text-navy-900 transition-colors hover:bg-navy-50"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
          )}
          <ul className="grid flex-1 grid-cols-6 gap-2">
            {thumbnails.map((photo, offset) => {
              const position = firstThumbnail + offset;
              const selected = position === current;
              return (
                <li key={`${position}-${photo}`}>
                  <button
                    type="button"
                    onClick={() => show(position)}
                    aria-label={frProperty.gallery.showPhoto(position + 1)}
                    aria-current={selected ? 'true' : undefined}
                    className={`block w-full overflow-hidden rounded-lg border-2 transition-opacity ${selected ? 'border-gold-500' : 'border-transparent opacity-75 hover:opacity-100'}`}
                  >
                    <img
                      src={photo}
                      srcSet={srcSetOf(photo)}
                      sizes={srcSetOf(photo) ? THUMBNAIL_SIZES : undefined}
                      alt=""
                      width={PHOTO_WIDTH}
                      height={PHOTO_HEIGHT}
                      loading="lazy"
                      decoding="async"
                      ref={placeholderIfBroken}
                      onError={showPlaceholderWithoutSrcSet}
                      className="aspect-[3/2] h-auto w-full object-cover"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          {pageCount > 1 && (
            <button
              type="button"
              onClick={() => turnThumbnailPage(1)}
              aria-label={frProperty.gallery.nextThumbnails}
              className="flex size-10 shrink-0 items-center justify-center rounded-full border border-navy-200 text-navy-900 transition-colors hover:bg-navy-50"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
