import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';
import { ChevronIcon } from '~/components/ui/icons/chevron-icon.tsx';
import { ChevronLeftIcon } from '~/components/ui/icons/chevron-left-icon.tsx';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The slides of a hero carousel or a global banner carousel (spec §4 Carousels). Without JS: a
 * scroll-snap row any browser can swipe or scroll, every slide readable. With JS: previous/next, and
 * autoplay every `rotationMs` with a pause/resume button — but never with reduced motion, and paused
 * while the pointer or focus is inside.
 */
export function Rotator({
  label,
  rotationMs,
  slides,
  tone = 'light',
}: {
  label: string;
  rotationMs: number;
  slides: ReactNode[];
  tone?: 'light' | 'dark';
}) {
  const hydrated = useHydrated();
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true);
  // 'auto' until the shopper presses Pause or Play.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const [held, setHeld] = useState(false);
  const playing = hydrated && slides.length > 1 && (choice === 'play' || (choice === 'auto' && !reducedMotion));

  const show = (index: number) => {
    const next = (index + slides.length) % slides.length;
    setActive(next);
    const element = list.current;
    element?.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(() => show(active + 1), rotationMs);
    return () => window.clearTimeout(timer);
  });

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    // A swipe or scroll by hand moves the active slide too.
    const onScroll = () => setActive(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener('scrollend', onScroll);
    return () => element.removeEventListener('scrollend', onScroll);
  }, []);

  const button = `inline-flex min-h-9 min-w-9 items-center justify-center rounded-full border px-2 text-sm font-semibold ${tone === 'dark' ? 'border-cream/60 text-cream' : 'border-chocolate bg-white text-chocolate'}`;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-active-slide={active}
      data-playing={playing && !held ? 'true' : 'false'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <ul
        ref={list}
        id={id}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => (
          <li
            key={index}
            className="w-full shrink-0 snap-start"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </li>
        ))}
      </ul>
      {hydrated && slides.length > 1 ? (
        <div className="mt-2 flex items-center justify-center gap-2">
          <button
            type="button"
            className={button}
            aria-controls={id}
            aria-label="Previous slide"
            onClick={() => show(active - 1)}
          >
            <ChevronLeftIcon className="size-4" />
          </button>
          <button
            type="button"
            className={button}
            aria-controls={id}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          >
            {playing ? 'Pause' : 'Play'}
          </button>
          <button
            type="button"
            className={button}
            aria-controls={id}
            aria-label="Next slide"
            onClick={() => show(active + 1)}
          >
            <ChevronIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
