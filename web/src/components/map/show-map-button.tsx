import { MapPin } from '../icons';
import { frMap } from '../../i18n/fr-map';

/** « Afficher la carte »: fills a map's frame until the visitor asks for the map (a phone's /carte, a property's location). */
export function ShowMapButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-full w-full flex-col items-center justify-center gap-2 bg-[#c9dff0] font-semibold text-navy-900 hover:bg-[#b9d3ea] focus-visible:outline-offset-[-4px]"
    >
      <MapPin aria-hidden="true" className="size-8 text-navy-800" />
      {frMap.show}
    </button>
  );
}
