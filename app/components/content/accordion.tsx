import * as Radix from '@radix-ui/react-accordion';
import { useEffect, useRef, useState } from 'react';
import { ChevronIcon } from '~/components/ui/icons/chevron-icon.tsx';
import type { Paragraph } from '~/models/content-blocks.ts';
import { RichText } from './rich-text.tsx';

export interface AccordionItem {
  title: string;
  paragraphs: Paragraph[];
}

/**
 * The accordion block (content-and-forms §2): `<details>` from the server, readable and operable
 * without JavaScript; once hydrated, a Radix accordion (buttons with `aria-expanded`, arrow keys,
 * Home and End between headers), keeping the items a shopper opened before it took over.
 */
export function ContentAccordion({ items }: { items: AccordionItem[] }) {
  const list = useRef<HTMLDivElement>(null);
  // null until hydrated: the server's `<details>`; then the titles of the open items.
  const [open, setOpen] = useState<string[] | null>(null);
  useEffect(() => {
    // The `<details>` still in the page say which items the shopper opened before hydration.
    setOpen(
      (current) =>
        current ??
        items.filter((_, index) => list.current?.querySelectorAll('details')[index]?.open).map((item) => item.title),
    );
  }, [items]);
  const frame = 'divide-y divide-cream-dark rounded-xl border border-cream-dark bg-white';

  if (open === null) {
    return (
      <div ref={list} className={frame}>
        {items.map((item) => (
          <details key={item.title} className="group px-4" data-accordion-item>
            <summary className="cursor-pointer py-3 font-semibold">{item.title}</summary>
            <div className="pb-3">
              <RichText paragraphs={item.paragraphs} />
            </div>
          </details>
        ))}
      </div>
    );
  }
  return (
    <Radix.Root type="multiple" value={open} onValueChange={setOpen} className={frame} data-accordion="radix">
      {items.map((item) => (
        <Radix.Item key={item.title} value={item.title} className="px-4" data-accordion-item>
          <Radix.Header className="m-0">
            <Radix.Trigger className="group flex w-full items-center justify-between gap-3 py-3 text-left font-semibold">
              {item.title}
              <ChevronIcon className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-90" />
            </Radix.Trigger>
          </Radix.Header>
          <Radix.Content className="pb-3">
            <RichText paragraphs={item.paragraphs} />
          </Radix.Content>
        </Radix.Item>
      ))}
    </Radix.Root>
  );
}
