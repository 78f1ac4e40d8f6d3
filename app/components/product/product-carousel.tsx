import { useEffect, useId, useRef, useState } from 'react';
import { ChevronIcon } from '~/components/ui/icons/chevron-icon.tsx';
import { ChevronLeftIcon } from '~/components/ui/icons/chevron-left-icon.tsx';
import type { Product } from '~/models/product.ts';
import { ProductTile } from './product-tile.tsx';
import { RECO_PRODUCT_ATTRIBUTE, useRecoEvents, type RecoTracking } from './reco-events.ts';

type Overflow = { back: boolean; forward: boolean };

/**
 * The arrows, when there are more tiles than fit. Their own component, so that measuring (on resize, on every scroll)
 * re-renders two buttons, not the row of tiles: done outside a React event, that render cannot be interrupted, and at
 * hydration it was the home page's longest task.
 */
function CarouselArrows({
  list,
  title,
  count,
}: {
  list: React.RefObject<HTMLUListElement | null>;
  title: string;
  count: number;
}) {
  const [overflow, setOverflow] = useState<Overflow>({ back: false, forward: false });

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const next = {
        back: element.scrollLeft > 4,
        forward: element.scrollLeft + element.clientWidth < element.scrollWidth - 4,
      };
      setOverflow((previous) => (previous.back === next.back && previous.forward === next.forward ? previous : next));
    };
    // First measured by the observer, after the browser's own layout: measuring here, in the effect, would force a
    // layout of the whole page inside hydration's task.
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [list, count]);

  if (!overflow.back && !overflow.forward) return null;
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.9, behavior: 'smooth' });
  const arrow = 'rounded-full border border-cocoa bg-white p-2 disabled:opacity-30';
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={arrow}
        onClick={() => scroll(-1)}
        disabled={!overflow.back}
        aria-label={`Previous ${title}`}
      >
        <ChevronLeftIcon className="size-5" />
      </button>
      <button
        type="button"
        className={arrow}
        onClick={() => scroll(1)}
        disabled={!overflow.forward}
        aria-label={`Next ${title}`}
      >
        <ChevronIcon className="size-5" />
      </button>
    </div>
  );
}

/**
 * A titled row of product tiles (spec §4 Recommendations: 2, 3 or 4 per view by width). A
 * scroll-snap list that any browser can swipe or scroll; with JS, arrow buttons appear when there
 * are more tiles than fit. A recommendation carousel (`tracking`) reports its views and clicks.
 */
export function ProductCarousel({
  title,
  products,
  eager = false,
  tracking,
}: {
  title: string;
  products: Product[];
  eager?: boolean;
  tracking?: RecoTracking;
}) {
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const section = useRef<HTMLElement>(null);
  useRecoEvents(
    section,
    tracking,
    products.map((product) => product.id),
  );

  if (!products.length) return null;
  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className="my-10"
      data-recommender={tracking?.recommender}
      data-reco-uuid={tracking?.recoUUID}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="font-display text-2xl font-bold">
          {title}
        </h2>
        <CarouselArrows list={list} title={title} count={products.length} />
      </div>
      <ul ref={list} className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
        {products.map((product, index) => (
          <li
            key={product.id}
            {...(tracking ? { [RECO_PRODUCT_ATTRIBUTE]: product.id } : {})}
            className="w-[calc(50%-0.5rem)] shrink-0 snap-start sm:w-[calc(33.333%-0.667rem)] md:w-[calc(25%-0.75rem)]"
          >
            <ProductTile product={product} eager={eager && index < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
