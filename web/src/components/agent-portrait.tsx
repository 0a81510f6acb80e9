import { useState } from 'react';
import { srcSetOf } from '../../../shared/media/renditions';
import { initials } from '../lib/contact-links';
import { usePreloadedImage } from './page-title';

/** Agent portraits are stored square (400x400 for seed files, renditions of the pipeline otherwise). */
const PORTRAIT_SIZE = 400;

type AgentPortraitProps = {
  name: string;
  imageUrl?: string;
  /** Size and shape classes (e.g. "size-36 rounded-full"), shared by the photo and the initials. */
  className: string;
  /** Classes of the initials' text (size, colour). */
  initialsClassName?: string;
  /** Rendered width, for the browser to pick a rendition. */
  sizes: string;
  alt: string;
  /** The page's largest paint (a profile's portrait): loaded at once. */
  priority?: boolean;
};

/**
 * A broker's photo through the pipeline's renditions (srcset), or their initials when there is no
 * photo or it fails to load (public-site.md §2 "Broker profile": initials fallback).
 */
export function AgentPortrait({ name, imageUrl, className, initialsClassName = 'text-3xl', sizes, alt, priority = false }: AgentPortraitProps) {
  const [broken, setBroken] = useState(false);
  const srcSet = imageUrl ? srcSetOf(imageUrl) : undefined;
  usePreloadedImage(priority && imageUrl && !broken ? { src: imageUrl, srcSet, sizes: srcSet ? sizes : undefined } : undefined);
  if (!imageUrl || broken) {
    return (
      <span role="img" aria-label={alt} className={`flex shrink-0 items-center justify-center bg-navy-900 font-bold text-gold-300 ${className} ${initialsClassName}`}>
        <span aria-hidden="true">{initials(name)}</span>
      </span>
    );
  }
  return (
    <img
      src={imageUrl}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={PORTRAIT_SIZE}
      height={PORTRAIT_SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setBroken(true)}
      className={`shrink-0 object-cover ${className}`}
    />
  );
}
