import { Pause, Play } from '../../../components/icons';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { frHome } from '../i18n/fr';
import { HERO_IMAGES, heroSrcSet } from '../hero-images';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { usePreloadedImage } from '../../../components/page-title';

/** Spec §9: 4 hero images, advancing every 8 s and wrapping around. */
export const HERO_INTERVAL_MS = 8000;
const HERO_WIDTH = 1920;
const HERO_HEIGHT = 1080;

type SlideshowState = { choice: 'play' | 'pause' | null; current: number };

/**
 * The slideshow's state, shared by the background and its pause button: two islands of the hero, with the
 * static heading, cards and search between them (a page keeps one slideshow; the app's return to the home
 * finds it where it was).
 */
let state: SlideshowState = { choice: null, current: 0 };
const listeners = new Set<() => void>();
function setState(next: Partial<SlideshowState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const snapshot = () => state;

/**
 * Auto-advance unless the visitor paused it or asked the OS for reduced motion (WCAG 2.2.2);
 * an explicit click on play wins over the OS preference.
 */
function useSlideshowState() {
  const reducedMotion = usePrefersReducedMotion();
  const { choice, current } = useSyncExternalStore(subscribe, snapshot, snapshot);
  const playing = choice === null ? !reducedMotion : choice === 'play';
  return { current, playing };
}

/**
 * The background, which runs the slideshow: a slide every HERO_INTERVAL_MS while playing. A layout effect: a
 * press on pause stops the timer in the press's own task. As a later effect, a slide due in between still
 * advanced (the effects run in the task after the render).
 */
export function HeroSlides() {
  const { current, playing } = useSlideshowState();
  useLayoutEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setState({ current: (state.current + 1) % HERO_IMAGES.length }), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing]);
  return <HeroBackground current={current} />;
}

/** The pause / play button. */
export function HeroSlideshowToggle() {
  const { playing } = useSlideshowState();
  return <SlideshowToggle playing={playing} onToggle={() => setState({ choice: playing ? 'pause' : 'play' })} />;
}

/**
 * The slides in the page: the first (the prerendered HTML has only it), then from the browser on the one
 * shown and the next, so each is loaded before it fades in and none is downloaded before the first paint
 * or for a visitor who never sees it.
 */
export function useMountedSlides(current: number, count: number): ReadonlySet<number> {
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    const next = (current + 1) % count;
    setMounted((previous) => (previous.has(current) && previous.has(next) ? previous : new Set(previous).add(current).add(next)));
  }, [current, count]);
  return mounted;
}

/** Decorative background (alt=""), crossfading through opacity; only the first image is urgent. */
function HeroBackground({ current }: { current: number }) {
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const mounted = useMountedSlides(current, HERO_IMAGES.length);
  usePreloadedImage(broken.has(0) ? undefined : { src: HERO_IMAGES[0]!, srcSet: heroSrcSet(HERO_IMAGES[0]!), sizes: '100vw' });

  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 bg-navy-900" data-current-slide={current}>
      {HERO_IMAGES.map((src, index) =>
        broken.has(index) || !mounted.has(index) ? null : (
          <img
            key={src}
            src={src}
            srcSet={heroSrcSet(src)}
            sizes="100vw"
            alt=""
            width={HERO_WIDTH}
            height={HERO_HEIGHT}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding={index === 0 ? undefined : 'async'}
            // A missing background leaves the navy backdrop rather than a stretched placeholder icon.
            onError={() => setBroken((previous) => new Set(previous).add(index))}
            data-active={index === current}
            className={`absolute inset-0 size-full object-cover transition-opacity duration-[1500ms] ease-in-out motion-reduce:transition-none ${
              index === current ? 'opacity-100' : 'opacity-0'
            }`}
          />
        ),
      )}
      {/* Keeps white text readable whatever the photo behind it. */}
      <div className="absolute inset-0 bg-gradient-to-b from-navy-950/80 via-navy-950/60 to-navy-950/85" />
    </div>
  );
}

function SlideshowToggle({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? frHome.slideshow.pause : frHome.slideshow.play}
      className="inline-flex size-11 items-center justify-center rounded-full bg-navy-950/80 text-white ring-1 ring-white/40 transition-colors hover:bg-navy-900"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
