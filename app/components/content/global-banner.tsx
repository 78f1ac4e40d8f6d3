/**
 * The global header banner on its own module: the site header shows it on every page, so it must not pull
 * the other content blocks (tiles, carousels and their forms) into every page's JavaScript.
 */
import { Link } from 'react-router';
import { splitComponent } from '~/components/split-component.ts';
import type { Block } from '~/models/content-blocks.ts';

// A banner of one message (the usual case) needs no rotator: its code loads only where a banner rotates. No
// Suspense boundary of its own: React would stream it out of order; hydration waits for the module instead.
const serverRotator = import.meta.env.SSR ? await import('./rotator.tsx') : null;
const Rotator = splitComponent(serverRotator, () => import('./rotator.tsx'), 'Rotator');

/** The global header banner (single, or a carousel of messages), above the header or on a content page. */
export function ContentGlobalBanner({ block }: { block: Extract<Block, { kind: 'global-banner' }> }) {
  const style = block.colors ? { backgroundColor: block.colors.background, color: block.colors.text } : undefined;
  const slides = block.slides.map((slide) => (
    <p key={slide.text} className="px-4 py-2 text-center text-sm font-semibold">
      {slide.href ? (
        <Link to={slide.href} className="underline underline-offset-4">
          {slide.text}
        </Link>
      ) : (
        slide.text
      )}
    </p>
  ));
  return (
    <section
      aria-label="Announcement"
      className="bg-chocolate-dark text-cream"
      style={style}
      data-block="global-banner"
    >
      {slides.length > 1 ? (
        <Rotator label="Announcements" rotationMs={block.rotationMs} slides={slides} tone="dark" />
      ) : (
        slides
      )}
    </section>
  );
}
