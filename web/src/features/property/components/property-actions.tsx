import { Heart, Share2 } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { frProperty } from '../i18n/fr';
import { useLikedProperty } from '../../../lib/liked-properties';

export function LikeButton({ propertyId }: { propertyId: string }) {
  const [liked, toggle] = useLikedProperty(propertyId);
  return (
    <Button variant="subtle" size="sm" aria-pressed={liked} onClick={toggle} title={frProperty.like}>
      <Heart aria-hidden="true" className={`size-5 ${liked ? 'fill-red-600 text-red-600' : ''}`} />
      <span className="sr-only">{frProperty.like}</span>
    </Button>
  );
}

type ShareButtonProps = { onOpen: () => void; onIntent: () => void };

/** onIntent fires on hover or focus so the lazily loaded dialog is usually ready by the click. */
export function ShareButton({ onOpen, onIntent }: ShareButtonProps) {
  return (
    <Button variant="subtle" size="sm" aria-haspopup="dialog" onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent}>
      <Share2 aria-hidden="true" className="size-5" />
      {frProperty.share.button}
    </Button>
  );
}
