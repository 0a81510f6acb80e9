import { PLACEHOLDER_IMAGE, useImageFallback } from '../../../lib/image-fallback';
import { usePreloadedImage } from '../../../components/page-title';

/** Blog covers are 1200x630 (social-card size); the attributes reserve their box before they load. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

type BlogCoverProps = {
  src: string | undefined;
  alt: string;
  className?: string;
  /** The page's largest paint: load at once, with high priority. */
  priority?: boolean;
  sizes?: string;
};

/** A post's featured image; a missing or broken one shows the placeholder. */
export function BlogCover({ src, alt, className = '', priority = false, sizes }: BlogCoverProps) {
  const { broken, ref, onError } = useImageFallback();
  usePreloadedImage(priority && src && !broken ? { src, sizes } : undefined);
  return (
    <img
      src={!src || broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      ref={ref}
      onError={onError}
      className={`w-full bg-navy-100 object-cover ${className}`}
    />
  );
}
