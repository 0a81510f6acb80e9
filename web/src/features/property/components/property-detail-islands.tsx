import { lazy, Suspense, useState } from 'react';
import { MortgageCalculator } from '../../../components/mortgage-calculator';
import { island } from '../../../islands/island';
import { useProperty } from '../api/get-property';
import { LocationSection } from './location-section';
import { AgentCard } from './sidebar-cards';

/**
 * The property page's islands below its top (the broker's card, the location, the mortgage calculator), in a
 * group of their own (islands/groups/property-details.ts): where they are out of view, as on a phone, their
 * code is fetched once the page's first screen runs, not before (issue 29).
 */

const loadVisitBookingDialog = () => import('../../../components/visit-booking/visit-booking-dialog');
const VisitBookingDialog = lazy(() => loadVisitBookingDialog().then((m) => ({ default: m.VisitBookingDialog })));
// Nothing to report here: a chunk that cannot load fails again on the click.
const preloadVisitBookingDialog = () => void loadVisitBookingDialog().catch(() => undefined);

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
      <AgentCard agent={agent} propertyId={id} onBookVisit={() => setBookingOpen(true)} onBookIntent={preloadVisitBookingDialog} />
      <Suspense fallback={null}>
        {bookingOpen && <VisitBookingDialog property={{ id, title: property.title }} agent={agent} onClose={() => setBookingOpen(false)} />}
      </Suspense>
    </>
  );
}

export const PropertyLocationIsland = island('property-details', 'PropertyLocation', PropertyLocation);
export const PropertyAgentIsland = island('property-details', 'PropertyAgent', PropertyAgent);
export const MortgageCalculatorIsland = island('property-details', 'MortgageCalculator', MortgageCalculator);
