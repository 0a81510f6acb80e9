import { ChevronLeft, ChevronRight } from '../../../components/icons';
import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../../../lib/image-fallback';
import { photoAttributes, showPlaceholder } from '../lib/photo-attributes';
import { frAdminProperties } from '../i18n/fr';

const t = frAdminProperties.detail;
/** Spec §2/§9: dots for the first 8 photos. */
export const MAX_DOTS = 8;

const roundButton =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-md transition-colors hover:bg-white';

/** One photo at a time; previous and next wrap in both directions. */
export function PhotoCarousel({ title, photos: givenPhotos }: { title: string; photos: string[] }) {
  const photos = givenPhotos.length > 0 ? givenPhotos : [PLACEHOLDER_IMAGE];
  const total = photos.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, total - 1);
  const show = (next: number) => setIndex((next + total) % total);

  return (
    <div role="region" aria-roledescription="carrousel" aria-label={t.carouselLabel} className="relative overflow-hidden rounded-2xl bg-navy-100">
      <img
        {...photoAttributes(photos[current] ?? PLACEHOLDER_IMAGE, '(min-width: 1280px) 1200px, 100vw')}
        alt={t.photoAlt(title, current + 1, total)}
        width={1200}
        height={800}
        decoding="async"
        onError={showPlaceholder}
        className="aspect-[3/2] max-h-[60vh] w-full object-cover"
      />
      {total > 1 && (
        <>
          <button type="button" onClick={() => show(current - 1)} aria-label={t.previous} className={`${roundButton} left-3`}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button type="button" onClick={() => show(current + 1)} aria-label={t.next} className={`${roundButton} right-3`}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <p className="absolute top-3 right-3 rounded-full bg-navy-950/80 px-3 py-1 text-sm font-semibold text-white">
            <span aria-hidden="true">{t.photoCount(current + 1, total)}</span>
            <span className="sr-only" aria-live="polite">
              {t.photoCountLabel(current + 1, total)}
            </span>
          </p>
          <div
            role="group"
            aria-label={t.dotsLabel}
            className="dark-surface absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-navy-950/60 px-2 py-1"
          >
            {photos.slice(0, MAX_DOTS).map((photo, dot) => (
              <button
                key={`${dot}-${photo}`}
                type="button"
                onClick={() => show(dot)}
                aria-label={t.showPhoto(dot + 1)}
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
        </>
      )}
    </div>
  );
}
