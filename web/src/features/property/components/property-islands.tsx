import { lazy, Suspense, useEffect, useState } from 'react';
import { PhotoGallery } from '../../../components/photo-gallery';
import { island } from '../../../islands/island';
import { trackEvent } from '../../../lib/tracking';
import { useProperty } from '../api/get-property';
import { LikeButton, ShareButton } from './property-actions';

/**
 * The property page's interactive parts at the top of the page, each an island (islands/island.tsx): each
 * reads the property from the cache the page's data filled, by its id. Those further down are in
 * property-detail-islands.tsx, a group of their own: a phone fetches their code once these run.
 */

// Dialogs are opened by few visitors: their code (and the booking widget logic) loads on demand.
const loadShareDialog = () => import('./share-dialog');
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));
// Nothing to report here: a chunk that cannot load fails again on the click.
const preloadShareDialog = () => void loadShareDialog().catch(() => undefined);

export function PropertyGallery({ id }: { id: string }) {
  const property = useProperty(id).data;
  return property ? <PhotoGallery title={property.title} photos={property.photosUrls} virtualTourUrl={property.virtualTourUrl} /> : null;
}

/** 'J'aime' and 'Partager'; it also counts the visit (the tracking rollup's property views, only with the visitor's consent). */
export function PropertyActions({ id }: { id: string }) {
  const property = useProperty(id).data;
  const [shareOpen, setShareOpen] = useState(false);
  useEffect(() => trackEvent('property_view', { propertyId: id }), [id]);
  if (!property) return null;
  return (
    <>
      <LikeButton propertyId={id} />
      <ShareButton onOpen={() => setShareOpen(true)} onIntent={preloadShareDialog} />
      <Suspense fallback={null}>{shareOpen && <ShareDialog url={window.location.href} title={property.title} onClose={() => setShareOpen(false)} />}</Suspense>
    </>
  );
}

export const PropertyGalleryIsland = island('property', 'PropertyGallery', PropertyGallery);
export const PropertyActionsIsland = island('property', 'PropertyActions', PropertyActions);
