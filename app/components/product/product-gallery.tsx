import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from '~/components/hydrated.tsx';
import { ChevronDownIcon } from '~/components/ui/icons/chevron-down-icon.tsx';
import { GALLERY_IMAGE_SIZES, IMAGE_SIZES } from '~/models/image-constants.ts';
import type { ProductImage } from '~/models/product.ts';

/** Spec: the thumbnail rail scrolls, with arrows, above 4 images. */
const RAIL_VISIBLE = 4;
/** A thumbnail and the gap under it (78 px + 8 px), for the arrows' step. */
const RAIL_STEP = IMAGE_SIZES.thumbnail + 8;

/**
 * The product images (spec: desktop vertical thumbnails, a scroll rail with arrows above 4 images,
 * a mobile carousel, a single image when only one). The images sit in a CSS scroll-snap track, so
 * swiping works everywhere; thumbnails are links to `#image-n`, which scroll the track without
 * JavaScript. With JavaScript the thumbnails scroll the track smoothly, without moving the page,
 * and follow it as it is swiped.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const hydrated = useHydrated();
  const track = useRef<HTMLUListElement>(null);
  const rail = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [railEdges, setRailEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const follow = () => setActive(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener('scroll', follow, { passive: true });
    return () => element.removeEventListener('scroll', follow);
  }, []);

  useEffect(() => {
    const element = rail.current;
    if (!element) return;
    const measure = () => {
      const next = {
        start: element.scrollTop <= 2,
        end: element.scrollTop + element.clientHeight >= element.scrollHeight - 2,
      };
      // The same edges keep the same state: no render of the gallery for a scroll that changes nothing.
      setRailEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    // First measured by the observer, after the browser's own layout (not forced inside hydration's task).
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [hydrated]);

  if (images.length === 0) {
    return (
      <div className="aspect-square w-full rounded-lg bg-cream-dark" role="img" aria-label={`${name}: no image`} />
    );
  }
  if (images.length === 1) {
    const image = images[0]!;
    return (
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? GALLERY_IMAGE_SIZES : undefined}
        alt={image.alt}
        width={IMAGE_SIZES.gallery}
        height={IMAGE_SIZES.gallery}
        fetchPriority="high"
        className="aspect-square w-full max-w-[636px] rounded-lg bg-white object-contain"
        data-testid="gallery-image"
      />
    );
  }

  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const element = track.current;
    if (!element) return;
    event.preventDefault();
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
    setActive(index);
  };
  const railArrows = hydrated && images.length > RAIL_VISIBLE;
  const arrow = 'flex w-[78px] justify-center rounded border border-caramel bg-white py-1 disabled:opacity-30';

  return (
    <div className="flex flex-col gap-3 md:flex-row-reverse md:items-start" data-testid="product-gallery">
      <div className="min-w-0 flex-1">
        {/* Focusable so that keyboard users can scroll the strip too (it holds only images). */}
        <ul
          ref={track}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative flex snap-x snap-mandatory overflow-x-auto rounded-lg bg-white [scrollbar-width:none]"
          aria-label={`${name}: images`}
        >
          {images.map((image, index) => (
            <li key={image.src} id={`image-${index + 1}`} className="w-full shrink-0 snap-center snap-always">
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.srcSet ? GALLERY_IMAGE_SIZES : undefined}
                alt={image.alt}
                width={IMAGE_SIZES.gallery}
                height={IMAGE_SIZES.gallery}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                className="mx-auto aspect-square w-full max-w-[636px] object-contain"
                data-testid="gallery-image"
              />
            </li>
          ))}
        </ul>
        {/* Mobile: where the carousel is (the thumbnails are for wider screens). */}
        <ol className="mt-1 flex justify-center gap-1 md:hidden" aria-label="Choose an image">
          {images.map((image, index) => (
            <li key={image.src}>
              <a
                href={`#image-${index + 1}`}
                onClick={show(index)}
                aria-label={`Image ${index + 1} of ${images.length}`}
                aria-current={hydrated && active === index ? 'true' : undefined}
                // A 24 px target (WCAG 2.5.8) around a 12 px dot.
                className="group flex size-6 items-center justify-center"
              >
                <span className="block size-3 rounded-full border border-chocolate group-aria-[current=true]:bg-chocolate" />
              </a>
            </li>
          ))}
        </ol>
      </div>
      <div className="hidden flex-col items-center gap-2 md:flex">
        {railArrows ? (
          <button
            type="button"
            className={arrow}
            aria-label="Previous images"
            disabled={railEdges.start}
            onClick={() => rail.current?.scrollBy({ top: -RAIL_STEP, behavior: 'smooth' })}
          >
            <ChevronDownIcon className="size-5 rotate-180" />
          </button>
        ) : null}
        <ul
          ref={rail}
          className="flex flex-col gap-2 overflow-y-auto [scrollbar-width:thin]"
          style={{ maxHeight: RAIL_VISIBLE * RAIL_STEP - 8 }}
          aria-label="Thumbnails"
          data-testid="gallery-thumbnails"
        >
          {images.map((image, index) => (
            <li key={image.src} className="shrink-0">
              <a
                href={`#image-${index + 1}`}
                onClick={show(index)}
                aria-current={hydrated && active === index ? 'true' : undefined}
                className="block rounded border-2 border-transparent aria-[current=true]:border-chocolate"
              >
                {/* The alt names the thumbnail button's action, not the picture. */}
                {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet ? `${IMAGE_SIZES.thumbnail}px` : undefined}
                  alt={`Show image ${index + 1} of ${images.length}`}
                  width={IMAGE_SIZES.thumbnail}
                  height={IMAGE_SIZES.thumbnail}
                  loading="lazy"
                  decoding="async"
                  className="size-[78px] rounded bg-white object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
        {railArrows ? (
          <button
            type="button"
            className={arrow}
            aria-label="Next images"
            disabled={railEdges.end}
            onClick={() => rail.current?.scrollBy({ top: RAIL_STEP, behavior: 'smooth' })}
          >
            <ChevronDownIcon className="size-5" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
