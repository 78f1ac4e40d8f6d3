import type { Block, Slide } from '~/models/content-blocks.ts';
import { ContentLink, CtaButton, Img } from '../content-parts.tsx';
import { Countdown } from '../countdown.tsx';
import { ContentGlobalBanner } from '../global-banner.tsx';
import { Rotator } from '../rotator.tsx';
import type { BlockEnvironment } from './shared.tsx';

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

/** The banners and heroes; nothing (undefined) for any other kind. */
export function renderBanners(block: Block, environment: BlockEnvironment, heading: 'h1' | 'h2') {
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
  }
}
