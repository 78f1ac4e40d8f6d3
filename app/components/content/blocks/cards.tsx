import { Link } from 'react-router';
import type { Block, Card } from '~/models/content-blocks.ts';
import { CtaButton, Img, InGridTile } from '../content-parts.tsx';
import { Titled } from './shared.tsx';

function Cards({ cards, columns }: { cards: Card[]; columns: string }) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {cards.map((card) => {
        const body = (
          <>
            {card.image ? (
              <Img
                image={card.image}
                decorative={Boolean(card.href)}
                className="aspect-[12/5] h-auto w-full object-cover"
              />
            ) : null}
            <div className="p-4">
              <h3 className="font-display text-lg font-bold">{card.title}</h3>
              {card.date ? <p className="text-sm text-cocoa">{card.date}</p> : null}
              {card.text ? <p className="mt-1 text-sm">{card.text}</p> : null}
            </div>
          </>
        );
        return (
          <li key={card.title + (card.href ?? '')} className="overflow-hidden rounded-xl bg-white shadow-sm">
            {card.href ? (
              <Link to={card.href} className="block h-full hover:bg-cream-dark">
                {body}
              </Link>
            ) : (
              body
            )}
            {card.cta ? (
              <div className="px-4 pb-4">
                <CtaButton cta={card.cta} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The cards, tiles and lists of links; nothing (undefined) for any other kind. */
export function renderCards(block: Block) {
  switch (block.kind) {
    case 'in-grid-tile':
    case 'in-grid-double-tile':
      return (
        <ul className="my-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          <li
            className={block.kind === 'in-grid-double-tile' ? 'col-span-2' : ''}
            data-grid-position={block.gridPosition}
          >
            <InGridTile card={block.card} />
          </li>
        </ul>
      );
    case 'category-card-list':
      return (
        <Titled title={block.title}>
          <Cards cards={block.cards} columns="grid-cols-2 md:grid-cols-4" />
        </Titled>
      );
    case 'feature-cards':
      return (
        <Titled title={block.title}>
          <Cards cards={block.cards} columns="md:grid-cols-2" />
        </Titled>
      );
    case 'info-card-list':
    case 'recipe-cards':
    case 'blog-cards':
      return (
        <Titled title={block.title}>
          <Cards cards={block.cards} columns="sm:grid-cols-2 lg:grid-cols-3" />
        </Titled>
      );
    case 'recipe-list':
    case 'blog-list':
      return (
        <Titled title={block.title}>
          <ul className="divide-y divide-cream-dark">
            {block.cards.map((card) => (
              <li key={card.href} className="py-3">
                <Link to={card.href!} className="font-semibold text-candy-dark underline-offset-4 hover:underline">
                  {card.title}
                </Link>
                {card.date ? <span className="ml-2 text-sm text-cocoa">{card.date}</span> : null}
                {card.text ? <p className="text-sm">{card.text}</p> : null}
              </li>
            ))}
          </ul>
        </Titled>
      );
  }
}
