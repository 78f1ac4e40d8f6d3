/**
 * The small content parts a product listing needs for its in-grid tiles (a tile, its image and its
 * call to action), apart from blocks.tsx so that listings do not load every block kind.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink, buttonClasses } from '~/components/ui/button.tsx';
import type { Card, ContentImage, Cta } from '~/models/content-blocks.ts';

/** A content link (`data-cta`: followed, it is an analytics `cta` event): a client-side Link on this site, a plain link that says it leaves the site otherwise. */
export function ContentLink({
  href,
  external,
  className,
  children,
}: {
  href: string;
  external: boolean;
  className?: string;
  children: ReactNode;
}) {
  return external ? (
    <a href={href} className={className} rel="noopener noreferrer" target="_blank" data-cta="">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link to={href} className={className} data-cta="">
      {children}
    </Link>
  );
}

// Both variants read on cream and on the dark hero (the primary is candy, the secondary white).
export function CtaButton({ cta }: { cta: Cta }) {
  if (cta.external) {
    return (
      <ContentLink href={cta.href} external className={buttonClasses({ variant: cta.style })}>
        {cta.label}
      </ContentLink>
    );
  }
  return (
    <ButtonLink to={cta.href} variant={cta.style} data-cta="">
      {cta.label}
    </ButtonLink>
  );
}

export function Img({
  image,
  className,
  eager = false,
  decorative = false,
}: {
  image: ContentImage;
  className?: string;
  eager?: boolean;
  decorative?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={className ?? 'h-auto w-full object-cover'}
    />
  );
}

/** An in-grid tile (single or double width), as product listings place them at their `gridPosition`. */
export function InGridTile({ card, headingLevel: Heading = 'h2' }: { card: Card; headingLevel?: 'h2' | 'h3' }) {
  return (
    <div className="relative flex h-full min-h-64 flex-col justify-end overflow-hidden rounded-card bg-chocolate text-cream">
      {card.image ? (
        <Img image={card.image} decorative className="absolute inset-0 h-full w-full object-cover opacity-50" />
      ) : null}
      <div className="relative p-4">
        <Heading className="font-display text-xl font-bold">{card.title}</Heading>
        {card.text ? <p className="mt-1 text-sm">{card.text}</p> : null}
        {card.cta ? (
          <div className="mt-3">
            <CtaButton cta={card.cta} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
