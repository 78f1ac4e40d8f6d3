import { useEffect, useRef, useState } from 'react';
import type { CustomHtmlPart, ECatalog } from '~/models/e-catalog.ts';
import { ECatalogViewer } from './e-catalog.tsx';

/**
 * Sanitised custom HTML (models/content-blocks.ts sanitiseCustomHtml). A framed form (the logo
 * sleeve form) may ask to be closed with a `{ action: 'close' }` message from its own, allow-listed
 * origin: the frame goes and the block's close message shows. With e-catalog markers (`parts`), the
 * sanitised pieces and the e-catalog viewers show in order; a catalog that could not be read shows nothing.
 */
export function CustomHtml({
  html,
  parts,
  eCatalogs = {},
  closeMessage,
  frameOrigins,
}: {
  html: string;
  parts?: readonly CustomHtmlPart[];
  eCatalogs?: Record<string, ECatalog>;
  closeMessage?: string;
  frameOrigins: readonly string[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frames = [...(container.current?.querySelectorAll('iframe') ?? [])];
      const source = frames.find((frame) => frame.contentWindow === event.source);
      if (
        !source ||
        !frameOrigins.includes(event.origin) ||
        (event.data as { action?: unknown } | null)?.action !== 'close'
      )
        return;
      source.remove();
      setClosed(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigins]);
  return (
    <div className="my-6">
      <div ref={container} className="prose max-w-none [&_iframe]:max-w-full [&_img]:h-auto [&_img]:max-w-full">
        {(parts ?? [{ html }]).map((part, index) => {
          if ('html' in part) return <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />;
          const catalog = eCatalogs[part.eCatalog];
          return catalog ? <ECatalogViewer key={index} catalog={catalog} /> : null;
        })}
      </div>
      <p role="status" className={closed ? 'mt-3 rounded bg-candy-soft p-3 font-semibold' : 'sr-only'}>
        {closed ? closeMessage : ''}
      </p>
    </div>
  );
}
