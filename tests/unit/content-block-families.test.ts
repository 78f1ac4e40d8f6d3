/**
 * The content blocks by family (components/content/blocks/*.tsx): each kind the sandbox hub seeds is drawn by exactly
 * one family, and `ContentBlock` renders it on the server as that family does.
 */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentBlock, type BlockEnvironment } from '~/components/content/blocks.tsx';
import { renderBanners } from '~/components/content/blocks/banners.tsx';
import { renderCards } from '~/components/content/blocks/cards.tsx';
import { renderInteractive } from '~/components/content/blocks/interactive.tsx';
import { renderMedia } from '~/components/content/blocks/media.tsx';
import { renderProducts } from '~/components/content/blocks/products.tsx';
import { renderText } from '~/components/content/blocks/text.tsx';
import { toBlock, type Block, type BlockContext } from '~/models/content-blocks.ts';
import { HUB_ITEMS, SCHEMA_BASE } from '../../sandbox/src/content/delivery-data.ts';
import { makeProduct } from './helpers/product-factory.ts';

type Family = (block: Block, environment: BlockEnvironment, heading: 'h1' | 'h2') => ReactNode;
const FAMILIES: Record<string, Family> = {
  banners: renderBanners,
  cards: renderCards,
  products: renderProducts,
  text: renderText,
  media: renderMedia,
  interactive: renderInteractive,
};
/** Every kind with its family: the type fails to compile when a kind is added without one. */
const FAMILY_OF: Record<Block['kind'], keyof typeof FAMILIES> = {
  'global-banner': 'banners',
  'alert-banner': 'banners',
  'countdown-banner': 'banners',
  'thin-banner': 'banners',
  'hero-banner': 'banners',
  'hero-carousel': 'banners',
  'category-banner': 'banners',
  'recipe-ingredient-banner': 'banners',
  'in-grid-tile': 'cards',
  'in-grid-double-tile': 'cards',
  'category-card-list': 'cards',
  'feature-cards': 'cards',
  'info-card-list': 'cards',
  'recipe-cards': 'cards',
  'blog-cards': 'cards',
  'recipe-list': 'cards',
  'blog-list': 'cards',
  'feature-with-products': 'products',
  'product-carousel': 'products',
  'recommendation-carousel': 'products',
  'alternating-text-image': 'text',
  'content-text': 'text',
  headline: 'text',
  button: 'text',
  'job-list': 'text',
  recipe: 'text',
  'help-hint': 'text',
  'contact-box': 'text',
  missing: 'text',
  video: 'media',
  'video-grid': 'media',
  'social-feed': 'media',
  accordion: 'interactive',
  placeholder: 'interactive',
  'custom-html': 'interactive',
};

const context: BlockContext = {
  imageBase: 'http://127.0.0.1:4010/images/',
  groups: [],
  iframeOrigins: ['https://forms.sweetshop.example'],
  imageOrigins: [],
};
const image = { src: '/images/content/a.svg', alt: 'A', width: 1200, height: 500 };
const cards = [
  { title: 'Candy Cane Brownies', href: '/recipes/brownies', date: 'May 1, 2026', text: 'Minty', image },
  { title: 'Fudge', href: '/recipes/fudge' },
];
/** One block of each kind: those the sandbox hub seeds, and the recipe and blog lists its pages build. */
const BLOCKS: Block[] = [
  ...HUB_ITEMS.map((entry) => toBlock({ _meta: { schema: SCHEMA_BASE + entry.kind }, ...entry.fields }, context)),
  ...(['recipe-cards', 'recipe-list', 'blog-cards', 'blog-list'] as const).map((kind) => ({ kind, title: 'T', cards })),
];
const sample = new Map(BLOCKS.map((block) => [block.kind, block]));
const productIds = BLOCKS.flatMap((block) => ('productIds' in block ? block.productIds : []));
const environment: BlockEnvironment = {
  products: Object.fromEntries(productIds.map((id) => [id, makeProduct({ id, masterId: id, name: `Treat ${id}` })])),
  renderedAt: Date.UTC(2026, 11, 1),
  frameOrigins: context.iframeOrigins,
};

/** Server HTML of a node inside a data router (product tiles use fetchers). */
async function html(node: ReactNode) {
  const handler = createStaticHandler([{ path: '/', Component: () => node }]);
  const result = await handler.query(new Request('http://localhost/'));
  if (result instanceof Response) throw new Error('no router context');
  const router = createStaticRouter(handler.dataRoutes, result);
  return renderToString(createElement(StaticRouterProvider, { router, context: result, hydrate: false }));
}

describe('content block families', () => {
  it('has a sample block of every kind', () => {
    expect([...sample.keys()].sort()).toEqual(Object.keys(FAMILY_OF).sort());
  });

  it.each(Object.entries(FAMILY_OF))('draws %s in the %s family alone', (kind, family) => {
    const block = sample.get(kind as Block['kind'])!;
    const drawn = Object.entries(FAMILIES)
      .filter(([, render]) => render(block, environment, 'h2') !== undefined)
      .map(([name]) => name);
    expect(drawn).toEqual([family]);
  });

  it.each(Object.keys(FAMILIES))(
    'renders the %s family’s blocks through ContentBlock, as the family does',
    async (name) => {
      const kinds = Object.entries(FAMILY_OF).filter(([, family]) => family === name);
      expect(kinds.length).toBeGreaterThan(0);
      for (const [kind] of kinds) {
        const block = sample.get(kind as Block['kind'])!;
        const page = await html(createElement(ContentBlock, { block, environment }));
        expect(page.length, kind).toBeGreaterThan(0);
        expect(page).toBe(await html(FAMILIES[name]!(block, environment, 'h2')));
      }
    },
  );

  it('gives a page’s first hero its h1', async () => {
    const hero = sample.get('hero-banner')!;
    expect(await html(createElement(ContentBlock, { block: hero, environment, heading: 'h1' }))).toMatch(/<h1 /);
    expect(await html(createElement(ContentBlock, { block: hero, environment }))).not.toMatch(/<h1 /);
  });
});
