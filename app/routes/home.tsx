import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button.tsx';
import type { Route } from './+types/home';
import { OccasionLinks, TrustRow } from '~/components/content/home-merchandise.tsx';
import { ProductCarousel } from '~/components/product/product-carousel.tsx';
import { isOutOfStock } from '~/models/availability.ts';
import { HOME_CONTENT_SLOT } from '~/models/content-constants.ts';
import type { ContentBlock } from '~/models/content.ts';
import { publicPageHeaders } from '~/models/http-cache.ts';
import { tileProduct, type Product } from '~/models/product.ts';
import { catalogScope, contentSlot, getProducts } from '~/services/catalog.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Sweet Shop | Handmade Chocolates, Lollipops & Candy Gifts' },
  {
    name: 'description',
    content:
      'Handmade boxed chocolates, lollipops, custom candy mixes and gift cards, shipped across the US and Canada or ready to pick up in our shops.',
  },
];

export const headers = publicPageHeaders;

/**
 * The home page's blocks from the content slot; carousels get their products (spec: out of stock left out unless coming
 * soon), as tiles: the data is serialised into the page for hydration, and a full product is three times a tile's size.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const scope = catalogScope(context);
  const blocks = await contentSlot(scope, HOME_CONTENT_SLOT);
  const ids = blocks.flatMap((block) => (block.type === 'productCarousel' ? block.productIds : []));
  const products = await getProducts(scope, ids);
  const shown = products.filter((product) => !isOutOfStock(product) || product.flags.isComingSoon);
  return {
    blocks,
    products: Object.fromEntries(shown.map((product) => [product.id, tileProduct(product)])) as Record<string, Product>,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { blocks, products } = loaderData;
  const firstHero = blocks.findIndex((block) => block.type === 'hero');
  return (
    <>
      {firstHero === -1 ? <h1 className="sr-only">Sweet Shop</h1> : null}
      {blocks.map((block, index) => (
        <ContentBlockView
          key={block.id}
          block={block}
          products={products}
          headingLevel={index === firstHero ? 'h1' : 'h2'}
        />
      ))}
    </>
  );
}

function ContentBlockView({
  block,
  products,
  headingLevel,
}: {
  block: ContentBlock;
  products: Record<string, Product>;
  headingLevel: 'h1' | 'h2';
}) {
  switch (block.type) {
    case 'hero': {
      const Heading = headingLevel;
      return (
        // The artwork follows the text: a band under it on a phone, behind it from md up (the hero-art utility, app.css).
        <section className="relative isolate mb-10 overflow-hidden rounded-2xl bg-chocolate text-cream">
          <div className="px-6 py-12 md:px-12 md:py-20">
            <Heading className="max-w-2xl font-display text-4xl font-bold md:text-5xl">{block.title}</Heading>
            {block.text ? <p className="mt-4 max-w-2xl text-lg">{block.text}</p> : null}
            {block.cta ? (
              <ButtonLink to={block.cta.href} className="mt-6">
                {block.cta.label}
              </ButtonLink>
            ) : null}
          </div>
          {block.image ? (
            <img
              src={block.image.src}
              alt=""
              width={block.image.width}
              height={block.image.height}
              fetchPriority="high"
              className="hero-art"
            />
          ) : null}
        </section>
      );
    }
    case 'categoryCards':
      return (
        <section aria-labelledby={`${block.id}-title`} className="my-10">
          <h2 id={`${block.id}-title`} className="mb-4 font-display text-2xl font-bold">
            {block.title}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
            {block.cards.map((card) => (
              <li key={card.href}>
                <Link
                  to={card.href}
                  className="block h-full overflow-hidden rounded-card bg-white shadow-sm hover:shadow-md"
                  prefetch="intent"
                >
                  {card.image ? (
                    <img
                      src={card.image.src}
                      alt=""
                      width={card.image.width}
                      height={card.image.height}
                      loading="lazy"
                      className="h-auto w-full object-cover"
                    />
                  ) : null}
                  <span className="block p-3 text-center font-semibold">{card.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'productCarousel':
      return (
        <ProductCarousel
          title={block.title}
          products={block.productIds
            .map((id) => products[id])
            .filter((product): product is Product => Boolean(product))}
        />
      );
    case 'trustRow':
      return <TrustRow id={block.id} title={block.title} items={block.items} />;
    case 'occasionLinks':
      return <OccasionLinks id={block.id} title={block.title} links={block.links} />;
    case 'banner':
      return (
        <p className="mb-6 rounded bg-candy-soft p-3 text-center font-semibold first:mt-0" data-testid="promo-bar">
          {block.href ? (
            <Link to={block.href} className="underline underline-offset-4">
              {block.text}
            </Link>
          ) : (
            block.text
          )}
        </p>
      );
  }
}
