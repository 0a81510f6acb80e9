import { ChevronLeft, ChevronRight, Rotate3d } from './icons';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { buttonClass } from './ui/button-styles';
import { srcSetOf } from '../../../shared/media/renditions';
import { frComponents } from '../i18n/fr-components';
import { PLACEHOLDER_IMAGE, placeholderIfBroken, showPlaceholderOnError } from '../lib/image-fallback';
import { usePreloadedImage } from './page-title';

const t = frComponents.gallery;

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

type PhotoGalleryProps = {
  title: string;
  photos: string[];
  virtualTourUrl?: string;
};

const roundButton =
  'flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-md transition-colors hover:bg-white';

/**
 * The photo shown, its dot and its thumbnail follow the checked radio (one per photo), so the gallery moves
 * before the app's code runs and without JavaScript (issue 29). One rule per photo: CSS cannot pair the
 * n-th radio with the n-th photo otherwise. Unlayered, so it outranks the utilities' resting look.
 */
function currentPhotoRules(scope: string, total: number): string {
  return Array.from({ length: total }, (_, position) => {
    const current = `[data-gallery="${scope}"]:has([data-photo="${position}"]:checked)`;
    return (
      `${current} [data-slide="${position}"]{display:block}` +
      `${current} [data-dot="${position}"]>span{width:.75rem;height:.75rem;background:var(--color-gold-400)}` +
      `${current} [data-thumbnail="${position}"]{border-color:var(--color-gold-500);opacity:1}`
    );
  }).join('\n');
}

/** A property's photos, one at a time with arrows, dots and pages of thumbnails: the public property page's and the back office's. */
export function PhotoGallery({ title, photos: givenPhotos, virtualTourUrl }: PhotoGalleryProps) {
  const photos = givenPhotos.length > 0 ? givenPhotos : [PLACEHOLDER_IMAGE];
  const total = photos.length;
  const [index, setIndex] = useState(0);
  const [thumbnailPage, setThumbnailPage] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const labelId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const pageCount = Math.ceil(total / THUMBNAILS_PER_PAGE);
  const current = Math.min(index, total - 1);
  const radioId = (position: number) => `${labelId}-photo-${position}`;
  const wrap = (position: number) => (position + total) % total;
  const firstSrcSet = srcSetOf(photos[0]!);
  usePreloadedImage({ src: photos[0]!, srcSet: firstSrcSet, sizes: firstSrcSet ? MAIN_SIZES : undefined });

  // Keeps the current photo's thumbnail in view.
  function show(position: number) {
    setIndex(position);
    setThumbnailPage(Math.floor(position / THUMBNAILS_PER_PAGE));
    setAnnouncement(t.countLabel(position + 1, total));
  }

  // A photo chosen before the app ran stays shown: hydration keeps the checked radio; the state catches up.
  useEffect(() => {
    const chosen = Number(frameRef.current?.querySelector<HTMLInputElement>('input[data-photo]:checked')?.value ?? 0);
    if (chosen !== 0) {
      setIndex(chosen);
      setThumbnailPage(Math.floor(chosen / THUMBNAILS_PER_PAGE));
    }
  }, []);

  function turnThumbnailPage(step: number) {
    setThumbnailPage((page) => (page + step + pageCount) % pageCount);
  }

  const firstThumbnail = thumbnailPage * THUMBNAILS_PER_PAGE;
  const thumbnails = photos.slice(firstThumbnail, firstThumbnail + THUMBNAILS_PER_PAGE);

  return (
    <section aria-labelledby={labelId} data-gallery={labelId} className="space-y-3">
      {/* As markup: a renderer escapes text, and quotes escaped in a <style> are not CSS. Our ids and numbers only. */}
      {total > 1 && <style dangerouslySetInnerHTML={{ __html: currentPhotoRules(labelId, total) }} />}
      <h2 id={labelId} className="sr-only">
        {t.label}
      </h2>
      <div
        ref={frameRef}
        // The radios are invisible: a keyboard focus on them rings the whole photo.
        className="relative h-[70vh] min-h-64 overflow-hidden rounded-2xl bg-navy-100 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-(--focus-ring)"
      >
        {total > 1 && (
          // Mid-height, like the arrows: a click on a label focuses its radio, and that never scrolls the page.
          <div role="radiogroup" aria-label={t.dotsLabel} className="sr-only top-1/2">
            {photos.map((photo, position) => (
              <input
                key={`${position}-${photo}`}
                type="radio"
                name={labelId}
                id={radioId(position)}
                value={position}
                data-photo={position}
                checked={position === current}
                onChange={() => show(position)}
                aria-label={t.showPhoto(position + 1)}
              />
            ))}
          </div>
        )}

        {photos.map((photo, position) => (
          <div key={`${position}-${photo}`} data-slide={position} className={`size-full ${total > 1 ? 'hidden' : ''}`}>
            {/* The first photo is the likely LCP element: eager, high priority, fixed box so nothing moves when it arrives. */}
            <img
              src={photo}
              srcSet={srcSetOf(photo)}
              sizes={srcSetOf(photo) ? MAIN_SIZES : undefined}
              alt={t.photoAlt(title, position + 1, total)}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : undefined}
              decoding="async"
              ref={placeholderIfBroken}
              onError={showPlaceholderWithoutSrcSet}
              className="size-full object-cover"
            />

            {total > 1 && (
              <>
                <label htmlFor={radioId(wrap(position - 1))} className={`${roundButton} absolute top-1/2 left-3 -translate-y-1/2`}>
                  <ChevronLeft aria-hidden="true" className="size-6" />
                  <span className="sr-only">{t.previous}</span>
                </label>
                <label htmlFor={radioId(wrap(position + 1))} className={`${roundButton} absolute top-1/2 right-3 -translate-y-1/2`}>
                  <ChevronRight aria-hidden="true" className="size-6" />
                  <span className="sr-only">{t.next}</span>
                </label>
              </>
            )}

            {/* The image's name and the radios say which photo it is; the live region below announces a change. */}
            <p
              aria-hidden="true"
              className="absolute top-3 left-3 rounded-full bg-navy-950/80 px-3 py-1 text-sm font-semibold text-white"
            >
              {t.count(position + 1, total)}
            </p>
          </div>
        ))}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>

        {virtualTourUrl && (
          <a
            href={virtualTourUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'gold', size: 'md', className: 'absolute top-3 right-3 shadow-md' })}
          >
            <Rotate3d aria-hidden="true" className="size-5" />
            {t.virtualTour}
            <span className="sr-only"> {t.newTab}</span>
          </a>
        )}

        {total > 1 && (
          <div
            // The radios' look: the radio group above is what assistive technology uses.
            aria-hidden="true"
            className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-navy-950/60 px-2 py-1"
          >
            {photos.slice(0, MAX_DOTS).map((photo, dot) => (
              <label
                key={`${dot}-${photo}`}
                htmlFor={radioId(dot)}
                data-dot={dot}
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span aria-hidden="true" className="block size-2 rounded-full bg-white/80 transition-all group-hover:bg-white" />
              </label>
            ))}
          </div>
        )}
      </div>

      {total > 1 && (
        <div role="group" aria-label={t.thumbnailsLabel} className="flex items-center gap-2">
          {pageCount > 1 && (
            <button
              type="button"
              onClick={() => turnThumbnailPage(-1)}
              aria-label={t.previousThumbnails}
              className="flex size-10 shrink-0 items-center justify-center rounded-full border border-navy-200 text-navy-900 transition-colors hover:bg-navy-50"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
          )}
          <ul className="grid flex-1 grid-cols-6 gap-2">
            {thumbnails.map((photo, offset) => {
              const position = firstThumbnail + offset;
              return (
                <li key={`${position}-${photo}`}>
                  <label
                    htmlFor={radioId(position)}
                    data-thumbnail={position}
                    className="block w-full cursor-pointer overflow-hidden rounded-lg border-2 border-transparent opacity-75 transition-opacity hover:opacity-100"
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
                    <span className="sr-only">{t.showPhoto(position + 1)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          {pageCount > 1 && (
            <button
              type="button"
              onClick={() => turnThumbnailPage(1)}
              aria-label={t.nextThumbnails}
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
