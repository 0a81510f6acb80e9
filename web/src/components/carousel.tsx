import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from './icons';
import { useEffect, useState, type ReactNode } from 'react';
import { frComponents } from '../i18n/fr-components';

/** Spec §2/§9: a carousel never shows more than 10 dot indicators. */
export const MAX_DOTS = 10;

// One snap per visible page, so the dots count pages rather than single cards.
const OPTIONS: Parameters<typeof useEmblaCarousel>[0] = { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' };

/**
 * With more pages than dots, pages are spread evenly over the dots: the first and last dots stay
 * on the first and last pages, and a few neighbouring pages share a dot.
 */
export const dotForSnap = (snap: number, snapCount: number, dotCount: number) =>
  snapCount <= 1 ? 0 : Math.round((snap * (dotCount - 1)) / (snapCount - 1));
export const snapForDot = (dot: number, snapCount: number, dotCount: number) =>
  dotCount <= 1 ? 0 : Math.round((dot * (snapCount - 1)) / (dotCount - 1));

type CarouselProps<T> = {
  label: string;
  previousLabel: string;
  nextLabel: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
  /** Tailwind flex-basis classes: how many slides show per breakpoint. */
  slideClassName: string;
};

type CarouselState = { selected: number; snapCount: number; canPrevious: boolean; canNext: boolean };

export function Carousel<T>({ label, previousLabel, nextLabel, items, getKey, renderSlide, slideClassName }: CarouselProps<T>) {
  const [viewportRef, embla] = useEmblaCarousel(OPTIONS);
  const [state, setState] = useState<CarouselState>({ selected: 0, snapCount: 0, canPrevious: false, canNext: false });

  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setState({
        selected: embla.selectedScrollSnap(),
        snapCount: embla.scrollSnapList().length,
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const dotCount = Math.min(state.snapCount, MAX_DOTS);
  const selectedDot = dotForSnap(state.selected, state.snapCount, dotCount);

  return (
    <div role="region" aria-roledescription={frComponents.carousel.roleDescription} aria-label={label}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y py-2">
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription={frComponents.carousel.slideRoleDescription}
              aria-label={frComponents.carousel.slideLabel(index + 1, items.length)}
              className={`min-w-0 shrink-0 grow-0 pl-6 ${slideClassName}`}
            >
              {renderSlide(item)}
            </div>
          ))}
        </div>
      </div>

      {state.snapCount > 1 && (
        <div className="mt-6 flex items-center justify-center gap-2 sm:gap-4">
          <ArrowButton label={previousLabel} disabled={!state.canPrevious} onClick={() => embla?.scrollPrev()}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </ArrowButton>
          <div role="group" aria-label={frComponents.carousel.pagesLabel} className="flex justify-center">
            {Array.from({ length: dotCount }, (_, dot) => (
              <button
                key={dot}
                type="button"
                aria-label={frComponents.carousel.goToPage(dot + 1, dotCount)}
                aria-current={dot === selectedDot ? 'true' : undefined}
                onClick={() => embla?.scrollTo(snapForDot(dot, state.snapCount, dotCount))}
                // 24 px target around a small dot (WCAG 2.5.8).
                className="group flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    dot === selectedDot ? 'w-6 bg-navy-900' : 'w-2.5 bg-navy-400 group-hover:bg-navy-600'
                  }`}
                />
              </button>
            ))}
          </div>
          <ArrowButton label={nextLabel} disabled={!state.canNext} onClick={() => embla?.scrollNext()}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </ArrowButton>
        </div>
      )}
    </div>
  );
}

function ArrowButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-navy-300 bg-white text-navy-900 transition-colors hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}
