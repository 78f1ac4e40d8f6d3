import type { Paragraph } from '~/models/content-blocks.ts';
import { ContentLink } from './content-parts.tsx';

/** Paragraphs of text and links, as the rich-text and accordion blocks show them (its own module: both import it). */
export function RichText({ paragraphs }: { paragraphs: Paragraph[] }) {
  return (
    <>
      {paragraphs.map((runs, index) => (
        <p key={index} className="my-3 leading-relaxed">
          {runs.map((run, runIndex) =>
            typeof run === 'string' ? (
              run
            ) : (
              <ContentLink
                key={runIndex}
                href={run.href}
                external={run.external}
                className="font-semibold text-candy-dark underline underline-offset-4"
              >
                {run.label}
              </ContentLink>
            ),
          )}
        </p>
      ))}
    </>
  );
}
