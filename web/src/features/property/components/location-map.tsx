import { LazyMapView } from '../../../components/map/lazy-map-view';
import { frProperty } from '../i18n/fr';

/** The property page's map, in its own chunk: fetched when the visitor asks for it, never with the page. */
export default function LocationMap({ title, latitude, longitude }: { title: string; latitude: number; longitude: number }) {
  const t = frProperty.map;
  return (
    <LazyMapView
      camera={{ center: { lat: latitude, lng: longitude }, zoom: 15 }}
      label={t.label(title)}
      markers={[{ id: 'home', position: { lat: latitude, lng: longitude }, content: <span className="block size-5 rounded-full border-4 border-white bg-navy-800 shadow-md" role="img" aria-label={t.marker} /> }]}
    />
  );
}
