import { ProductCarousel } from '~/components/product/product-carousel.tsx';
import { ProductTile } from '~/components/product/product-tile.tsx';
import type { Block } from '~/models/content-blocks.ts';
import type { Product } from '~/models/product.ts';
import { Img } from '../content-parts.tsx';
import type { BlockEnvironment } from './shared.tsx';

const shown = (ids: string[], products: Record<string, Product>) =>
  ids.map((id) => products[id]).filter((product): product is Product => Boolean(product));

/** The blocks that show products (those the page read, in the block's order); nothing (undefined) for any other kind. */
export function renderProducts(block: Block, environment: BlockEnvironment) {
  switch (block.kind) {
    case 'feature-with-products': {
      const products = shown(block.productIds, environment.products);
      return (
        <section className="my-10 grid gap-6 lg:grid-cols-3">
          <div className="overflow-hidden rounded-xl bg-chocolate text-cream">
            {block.image ? <Img image={block.image} /> : null}
            <div className="p-5">
              <h2 className="font-display text-2xl font-bold">{block.headline}</h2>
              {block.text ? <p className="mt-2">{block.text}</p> : null}
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-4 lg:col-span-2">
            {products.map((product) => (
              <li key={product.id}>
                <ProductTile product={product} />
              </li>
            ))}
          </ul>
        </section>
      );
    }
    case 'product-carousel':
    case 'recommendation-carousel':
      return <ProductCarousel title={block.title} products={shown(block.productIds, environment.products)} />;
  }
}
