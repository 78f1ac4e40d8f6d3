import type { Block } from '~/models/content-blocks.ts';
// Not in alphabetical order: in this one (the accordion, custom HTML and placeholders first) Rollup places the modules in
// the content page's chunk much as when one file drew every block, which compresses 80 B (gzip) better.
import { renderInteractive } from './blocks/interactive.tsx';
import { renderBanners } from './blocks/banners.tsx';
import { renderMedia } from './blocks/media.tsx';
import { renderProducts } from './blocks/products.tsx';
import { renderCards } from './blocks/cards.tsx';
import { renderText } from './blocks/text.tsx';
import type { BlockEnvironment } from './blocks/shared.tsx';

export type { BlockEnvironment };

/**
 * One block, drawn by its family (blocks/*.tsx): each renders its own kinds and nothing (undefined) for the rest, so
 * no kind is listed twice. `heading` is the level of the block's main heading: h1 for a page's first hero, else h2.
 */
export function ContentBlock({
  block,
  environment,
  heading = 'h2',
}: {
  block: Block;
  environment: BlockEnvironment;
  heading?: 'h1' | 'h2';
}) {
  return (
    renderBanners(block, environment, heading) ??
    renderCards(block) ??
    renderProducts(block, environment) ??
    renderText(block) ??
    renderMedia(block) ??
    renderInteractive(block, environment)
  );
}
