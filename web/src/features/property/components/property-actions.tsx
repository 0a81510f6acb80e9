import { Heart, Share2 } from 'lucide-react';
import { fr } from '../../../i18n/fr';
import { useLikedProperty } from '../hooks/use-liked-property';

const actionClass =
  'inline-flex items-center gap-2 rounded-lg border border-navy-200 px-3 py-2 font-medium text-navy-900 transition-colors hover:bg-navy-50';

export function LikeButton({ propertyId }: { propertyId: string }) {
  const [liked, toggle] = useLikedProperty(propertyId);
  return (
    <button type="button" aria-pressed={liked} onClick={toggle} title={fr.property.like} className={actionClass}>
      <Heart aria-hidden="true" className={`size-5 ${liked ? 'fill-red-600 text-red-600' : ''}`} />
      <span className="sr-only">{fr.property.like}</span>
    </button>
  );
}

type ShareButtonProps = { onOpen: () => void; onIntent: () => void };

/** onIntent fires on hover or focus so the lazily loaded dialog is usually ready by the click. */
export function ShareButton({ onOpen, onIntent }: ShareButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={actionClass}
    >
      <Share2 aria-hidden="true" className="size-5" />
      {fr.property.share.button}
    </button>
  );
}
