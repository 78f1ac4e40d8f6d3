import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductCarousel } from '~/components/product/product-carousel.tsx';
import { ProductTile } from '~/components/product/product-tile.tsx';
import {
  FacebookIcon,
  InstagramIcon,
  PinterestIcon,
  TikTokIcon,
  XTwitterIcon,
  YouTubeIcon,
} from '~/components/ui/social-icons.tsx';
import { MISSING_SLOT_CONTENT } from '~/models/content-constants.ts';
import type { Block, Card, Slide, TextImage } from '~/models/content-blocks.ts';
import type { Product } from '~/models/product.ts';
import type { ECatalog } from '~/models/e-catalog.ts';
import { ContentAccordion } from './accordion.tsx';
import { Countdown } from './countdown.tsx';
import { CustomHtml } from './custom-html.tsx';
import { Placeholder } from './placeholders.tsx';
import { ContentLink, CtaButton, Img, InGridTile } from './content-parts.tsx';
import { RichText } from './rich-text.tsx';
import { buttonClasses } from '~/components/ui/button.tsx';
import { ContentGlobalBanner } from './global-banner.tsx';
import { Rotator } from './rotator.tsx';
import { ClickToLoadVideo } from './video.tsx';
import type { PlaceholderForms } from '~/services/placeholder-forms.server.ts';

/** What blocks need beyond their own data: the products they show, the time the page was made, the frames allowed. */
export interface BlockEnvironment {
  products: Record<string, Product>;
  renderedAt: number;
  frameOrigins: readonly string[];
  /** The e-catalogs custom HTML names (models/e-catalog.ts), by id. */
  eCatalogs?: Record<string, ECatalog>;
  /** What the placeholder blocks' service forms need (services/placeholder-forms.server.ts). */
  forms?: PlaceholderForms;
}

function HeroSlide({ slide, heading, eager }: { slide: Slide; heading: 'h1' | 'h2'; eager: boolean }) {
  const Heading = heading;
  return (
    <div className="relative overflow-hidden rounded-2xl bg-chocolate text-cream">
      {slide.image ? (
        <Img
          image={slide.image}
          eager={eager}
          decorative
          className="absolute inset-0 h-full w-full object-cover opacity-40"
        />
      ) : null}
      <div className="relative px-6 py-12 md:px-12 md:py-20">
        <Heading className="max-w-2xl font-display text-3xl font-bold md:text-5xl">{slide.headline}</Heading>
        {slide.text ? <p className="mt-4 max-w-2xl text-lg">{slide.text}</p> : null}
        {slide.ctas.length ? (
          <div className="mt-6 flex flex-wrap gap-3">
            {slide.ctas.map((cta) => (
              <CtaButton key={cta.href + cta.label} cta={cta} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Cards({
  cards,
  columns,
  headingLevel = 'h3',
}: {
  cards: Card[];
  columns: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
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
              <Heading className="font-display text-lg font-bold">{card.title}</Heading>
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

function Titled({ title, children, className = 'my-10' }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={className}>
      {title ? <h2 className="mb-4 font-display text-2xl font-bold">{title}</h2> : null}
      {children}
    </section>
  );
}

function TextImageRow({ item }: { item: TextImage }) {
  return (
    <div className="grid items-center gap-6 md:grid-cols-2">
      {item.image ? (
        <Img
          image={item.image}
          className={`h-auto w-full rounded-xl object-cover ${item.imageFirst ? '' : 'md:order-last'}`}
        />
      ) : null}
      <div>
        <h2 className="font-display text-2xl font-bold">{item.headline}</h2>
        {item.text ? <p className="my-3 leading-relaxed">{item.text}</p> : null}
        {item.cta ? <CtaButton cta={item.cta} /> : null}
      </div>
    </div>
  );
}

const SOCIAL_ICONS: Record<string, (props: { className?: string }) => ReactNode> = {
  instagram: InstagramIcon,
  'x-twitter': XTwitterIcon,
  facebook: FacebookIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
  pinterest: PinterestIcon,
};

const shown = (ids: string[], products: Record<string, Product>) =>
  ids.map((id) => products[id]).filter((product): product is Product => Boolean(product));

/** One block. `heading` is the level of the block's main heading: h1 for a page's first hero, else h2. */
export function ContentBlock({
  block,
  environment,
  heading = 'h2',
}: {
  block: Block;
  environment: BlockEnvironment;
  heading?: 'h1' | 'h2';
}) {
  switch (block.kind) {
    case 'global-banner':
      return <ContentGlobalBanner block={block} />;
    case 'alert-banner':
      return (
        <div
          role={block.severity === 'warning' ? 'alert' : 'status'}
          className={`my-6 rounded-xl border-l-4 p-4 ${block.severity === 'warning' ? 'border-candy bg-candy-soft' : 'border-cocoa bg-cream-dark'}`}
        >
          <p className="font-semibold">{block.text}</p>
          {block.cta ? (
            <ContentLink
              href={block.cta.href}
              external={block.cta.external}
              className="mt-1 inline-block underline underline-offset-4"
            >
              {block.cta.label}
            </ContentLink>
          ) : null}
        </div>
      );
    case 'countdown-banner':
      return (
        <div
          className="my-6 flex flex-wrap items-center justify-center gap-3 rounded-xl p-4 text-center text-white"
          style={{ backgroundColor: block.color ?? '#9c1149' }}
        >
          <p className="font-semibold">{block.text}</p>
          <Countdown endsAt={block.endsAt} renderedAt={environment.renderedAt} />
          {block.cta ? (
            <ContentLink href={block.cta.href} external={block.cta.external} className="underline underline-offset-4">
              {block.cta.label}
            </ContentLink>
          ) : null}
        </div>
      );
    case 'thin-banner':
      return (
        <p
          className="my-4 rounded bg-candy-soft px-4 py-2 text-center font-semibold"
          style={block.colors ? { backgroundColor: block.colors.background, color: block.colors.text } : undefined}
        >
          {block.text}{' '}
          {block.cta ? (
            <ContentLink
              href={block.cta.href}
              external={block.cta.external}
              className="whitespace-nowrap underline underline-offset-4"
            >
              {block.cta.label}
            </ContentLink>
          ) : null}
        </p>
      );
    case 'hero-banner':
      return (
        <section className="my-6">
          <HeroSlide slide={block.slide} heading={heading} eager />
        </section>
      );
    case 'hero-carousel':
      return (
        <div className="my-6">
          <Rotator
            label="Featured"
            rotationMs={block.rotationMs}
            slides={block.slides.map((slide, index) => (
              <HeroSlide
                key={slide.headline}
                slide={slide}
                heading={index === 0 ? heading : 'h2'}
                eager={index === 0}
              />
            ))}
          />
        </div>
      );
    case 'category-banner':
      return (
        <section className="my-6 grid items-center gap-4 overflow-hidden rounded-2xl bg-cream-dark md:grid-cols-2">
          <div className="p-6">
            <h2 className="font-display text-3xl font-bold">{block.title}</h2>
            {block.text ? <p className="mt-2">{block.text}</p> : null}
          </div>
          {block.image ? <Img image={block.image} eager /> : null}
        </section>
      );
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
    case 'alternating-text-image':
      return (
        <section className="my-10 flex flex-col gap-10">
          {block.items.map((item) => (
            <TextImageRow key={item.headline} item={item} />
          ))}
        </section>
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
      return (
        <Titled title={block.title}>
          <Cards cards={block.cards} columns="sm:grid-cols-2 lg:grid-cols-3" />
        </Titled>
      );
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
    case 'content-text':
      return (
        <div className="my-6 max-w-3xl">
          <RichText paragraphs={block.paragraphs} />
        </div>
      );
    case 'headline': {
      const Heading = block.level === 3 ? 'h3' : 'h2';
      return (
        <Heading className={`my-6 font-display text-3xl font-bold ${block.align === 'center' ? 'text-center' : ''}`}>
          {block.text}
        </Heading>
      );
    }
    case 'button':
      return (
        <p className="my-6">
          <CtaButton cta={block.cta} />
        </p>
      );
    case 'video':
      return (
        <div className="my-6 max-w-3xl">
          <ClickToLoadVideo video={block.video} />
        </div>
      );
    case 'video-grid':
      return (
        <Titled title={block.title}>
          <ul className="grid gap-4 md:grid-cols-2">
            {block.videos.map((video) => (
              <li key={video.youtubeId}>
                <ClickToLoadVideo video={video} />
              </li>
            ))}
          </ul>
        </Titled>
      );
    case 'accordion':
      return (
        <Titled title={block.title}>
          <ContentAccordion items={block.items} />
        </Titled>
      );
    case 'social-feed':
      return (
        <Titled title={block.title}>
          {block.handle ? <p className="mb-3">{block.handle}</p> : null}
          <ul className="flex flex-wrap gap-3">
            {block.links.map((link) => {
              const Icon = SOCIAL_ICONS[link.network];
              return (
                <li key={link.href}>
                  <ContentLink
                    href={link.href}
                    external
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-chocolate px-4 capitalize hover:bg-cream-dark"
                  >
                    {Icon ? <Icon className="size-5" /> : null}
                    {link.network}
                  </ContentLink>
                </li>
              );
            })}
          </ul>
        </Titled>
      );
    case 'job-list':
      return (
        <Titled title={block.title}>
          <ul className="divide-y divide-cream-dark rounded-xl bg-white">
            {block.jobs.map((job) => (
              <li key={job.href} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <h3 className="font-semibold">{job.title}</h3>
                  <p className="text-sm text-cocoa">{[job.location, job.type].filter(Boolean).join(' · ')}</p>
                </div>
                <ContentLink href={job.href} external={job.external} className={buttonClasses({})}>
                  VIEW JOB<span className="sr-only">: {job.title}</span>
                </ContentLink>
              </li>
            ))}
          </ul>
        </Titled>
      );
    case 'recipe':
      return (
        <article className="my-6 grid gap-6 md:grid-cols-2">
          {block.image ? <Img image={block.image} eager className="h-auto w-full rounded-xl object-cover" /> : null}
          <div>
            <h2 className="font-display text-3xl font-bold">{block.title}</h2>
            {block.intro ? <p className="mt-2">{block.intro}</p> : null}
            <p className="mt-2 text-sm text-cocoa">
              {[block.prepTime ? `Prep: ${block.prepTime}` : null, block.servings ? `Serves ${block.servings}` : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <h3 className="mt-4 font-semibold">Ingredients</h3>
            <ul className="ml-5 list-disc">
              {block.ingredients.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h3 className="mt-4 font-semibold">Method</h3>
            <ol className="ml-5 list-decimal">
              {block.steps.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </div>
        </article>
      );
    case 'recipe-ingredient-banner':
      return (
        <section className="my-6 grid items-center gap-4 overflow-hidden rounded-2xl bg-candy-soft md:grid-cols-3">
          {block.image ? <Img image={block.image} /> : null}
          <div className="p-5 md:col-span-2">
            <h2 className="font-display text-2xl font-bold">{block.title}</h2>
            {block.text ? <p className="my-2">{block.text}</p> : null}
            {block.cta ? <CtaButton cta={block.cta} /> : null}
          </div>
        </section>
      );
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
    case 'help-hint':
      return (
        <aside className="my-6 rounded-xl border border-dashed border-cocoa bg-cream p-4">
          {block.title ? <h2 className="font-semibold">{block.title}</h2> : null}
          <p>{block.text}</p>
        </aside>
      );
    case 'contact-box':
      return (
        <aside className="my-6 rounded-xl bg-white p-5 shadow-sm">
          <h2 className="font-display text-xl font-bold">{block.title}</h2>
          {block.text ? <p className="my-2">{block.text}</p> : null}
          {block.phone ? (
            <p>
              Call{' '}
              <a
                href={`tel:${block.phone.replace(/[^\d+]/g, '')}`}
                className="font-semibold underline underline-offset-4"
              >
                {block.phone}
              </a>
            </p>
          ) : null}
          {block.email ? (
            <p>
              E-mail{' '}
              <a href={`mailto:${block.email}`} className="font-semibold underline underline-offset-4">
                {block.email}
              </a>
            </p>
          ) : null}
          {block.cta ? (
            <div className="mt-3">
              <CtaButton cta={block.cta} />
            </div>
          ) : null}
        </aside>
      );
    case 'placeholder':
      return (
        <Placeholder deliveryKey={block.key} title={block.title} campaign={block.campaign} forms={environment.forms} />
      );
    case 'custom-html':
      return (
        <CustomHtml
          html={block.html}
          parts={block.parts}
          eCatalogs={environment.eCatalogs}
          closeMessage={block.closeMessage}
          frameOrigins={environment.frameOrigins}
        />
      );
    case 'missing':
      return (
        <p className="my-6 rounded border border-dashed border-cocoa p-4 text-center text-cocoa" data-block="missing">
          {MISSING_SLOT_CONTENT}
        </p>
      );
  }
}
