import type { Block } from '~/models/content-blocks.ts';
import { ContentAccordion } from '../accordion.tsx';
import { CustomHtml } from '../custom-html.tsx';
import { Placeholder } from '../placeholders.tsx';
import { Titled, type BlockEnvironment } from './shared.tsx';

/** The blocks with components of their own (the accordion, service forms, custom HTML); nothing (undefined) for any other kind. */
export function renderInteractive(block: Block, environment: BlockEnvironment) {
  switch (block.kind) {
    case 'accordion':
      return (
        <Titled title={block.title}>
          <ContentAccordion items={block.items} />
        </Titled>
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
  }
}
