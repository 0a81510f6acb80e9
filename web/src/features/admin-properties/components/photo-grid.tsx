import { Images } from '../../../components/icons';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { photoAttributes, showPlaceholder } from '../lib/photo-attributes';
import { frAdminProperties } from '../i18n/fr';

const t = frAdminProperties.detail;
/** Spec §9: the admin gallery shows at most 12 photos until asked for all. */
export const GALLERY_LIMIT = 12;

export function PhotoGrid({ title, photos }: { title: string; photos: string[] }) {
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const listId = useId();
  const shown = showAll ? photos : photos.slice(0, GALLERY_LIMIT);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-navy-900">
        <Images aria-hidden="true" className="size-5 text-gold-700" />
        {t.gallery}
      </h2>
      {photos.length === 0 ? (
        <p className="mt-3 text-slate-600">{t.noPhotos}</p>
      ) : (
        <ul id={listId} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((photo, index) => (
            <li key={`${index}-${photo}`}>
              <a href={photo} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-lg">
                <img
                  {...photoAttributes(photo, '(min-width: 1024px) 200px, (min-width: 640px) 33vw, 50vw')}
                  alt={t.photoAlt(title, index + 1, photos.length)}
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  onError={showPlaceholder}
                  className="aspect-[3/2] h-auto w-full object-cover transition-transform hover:scale-105"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {photos.length > GALLERY_LIMIT && (
        <Button variant="navy-outline" size="md" className="mt-4" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((value) => !value)}>
          {showAll ? t.seeFewer : t.seeAll(photos.length)}
        </Button>
      )}
    </section>
  );
}
