import { lazy, Suspense, useEffect, useState } from 'react';
import { MortgageCalculator } from '../../../components/mortgage-calculator';
import { PhotoGallery } from '../../../components/photo-gallery';
import { island } from '../../../islands/island';
import { trackEvent } from '../../../lib/tracking';
import { useProperty } from '../api/get-property';
import { LocationSection } from './location-section';
import { LikeButton, ShareButton } from './property-actions';
import { AgentCard } from './sidebar-cards';

/**
 * The property page's interactive parts, each an island (islands/island.tsx): each reads the property from
 * the cache the page's data filled, by its id.
 */

// Dialogs are opened by few visitors: their code (and the booking widget logic) loads on demand.
const loadShareDialog = () => import('./share-dialog');
const loadVisitBookingDialog = () => import('../../../components/visit-booking/visit-booking-dialog');
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));
const VisitBookingDialog = lazy(() => loadVisitBookingDialog().then((m) => ({ default: m.VisitBookingDialog })));

function preload(load: () => Promise<unknown>) {
  // Nothing to report here: a chunk that cannot load fails again on the click.
  load().catch(() => undefined);
}

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
      <ShareButton onOpen={() => setShareOpen(true)} onIntent={() => preload(loadShareDialog)} />
      <Suspense fallback={null}>{shareOpen && <ShareDialog url={window.location.href} title={property.title} onClose={() => setShareOpen(false)} />}</Suspense>
    </>
  );
}

export function PropertyLocation({ id }: { id: string }) {
  const property = useProperty(id).data;
  return property ? <LocationSection property={property} /> : null;
}

/** The listing's broker, with 'Réserver une visite' and its dialog. */
export function PropertyAgent({ id }: { id: string }) {
  const property = useProperty(id).data;
  const [bookingOpen, setBookingOpen] = useState(false);
  const agent = property?.agents[0];
  if (!property || !agent) return null;
  return (
    <>
      <AgentCard agent={agent} propertyId={id} onBookVisit={() => setBookingOpen(true)} onBookIntent={() => preload(loadVisitBookingDialog)} />
      <Suspense fallback={null}>
        {bookingOpen && <VisitBookingDialog property={{ id, title: property.title }} agent={agent} onClose={() => setBookingOpen(false)} />}
      </Suspense>
    </>
  );
}

export const PropertyGalleryIsland = island('property', 'PropertyGallery', PropertyGallery);
export const PropertyActionsIsland = island('property', 'PropertyActions', PropertyActions);
export const PropertyLocationIsland = island('property', 'PropertyLocation', PropertyLocation);
export const PropertyAgentIsland = island('property', 'PropertyAgent', PropertyAgent);
export const MortgageCalculatorIsland = island('property', 'MortgageCalculator', MortgageCalculator);
