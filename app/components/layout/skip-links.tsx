const SKIP_LINK_CLASSES =
  'sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-modal focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-chocolate focus:shadow-lg';

/**
 * Links that let keyboard users jump past the header. Visually hidden until focused. The navigation target
 * (the mega menu) only exists from the md breakpoint up; below it the menu button is the next tab stop anyway,
 * so that link is left out there rather than pointing at a hidden element. The checkout header has neither
 * menu nor search, so the checkout pages offer only the way to the content. A landmark of their own keeps
 * every part of the page inside one.
 */
export function SkipLinks({ checkout = false }: { checkout?: boolean }) {
  return (
    <nav aria-label="Skip links">
      {checkout ? null : (
        <a href="#main-nav" className={`${SKIP_LINK_CLASSES} max-md:hidden`}>
          Skip to navigation
        </a>
      )}
      <a href="#main-content" className={SKIP_LINK_CLASSES}>
        Skip to content
      </a>
      {checkout ? null : (
        <a href="#site-search" className={SKIP_LINK_CLASSES}>
          Skip to search
        </a>
      )}
    </nav>
  );
}
