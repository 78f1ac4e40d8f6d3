import { buttonClasses } from '~/components/ui/button.tsx';
import { MISSING_SLOT_CONTENT } from '~/models/content-constants.ts';
import type { Block, TextImage } from '~/models/content-blocks.ts';
import { ContentLink, CtaButton, Img } from '../content-parts.tsx';
import { RichText } from '../rich-text.tsx';
import { Titled } from './shared.tsx';

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

/** The text blocks (text, headings, recipes, jobs, hints and contacts) and the missing one; nothing (undefined) for any other kind. */
export function renderText(block: Block) {
  switch (block.kind) {
    case 'alternating-text-image':
      return (
        <section className="my-10 flex flex-col gap-10">
          {block.items.map((item) => (
            <TextImageRow key={item.headline} item={item} />
          ))}
        </section>
      );
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
    case 'missing':
      return (
        <p className="my-6 rounded border border-dashed border-cocoa p-4 text-center text-cocoa" data-block="missing">
          {MISSING_SLOT_CONTENT}
        </p>
      );
  }
}
