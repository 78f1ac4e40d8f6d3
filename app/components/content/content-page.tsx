import type { MetaDescriptor } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs.tsx';
import type { ContentPageData } from '~/services/content.server.ts';
import { ContentBlock, type BlockEnvironment } from './blocks.tsx';
import { SideNavigation } from './side-navigation.tsx';

/** Spec §9: the title falls back to the display name plus brand. Preview pages are never indexed. */
export function contentPageMeta(data: ContentPageData): MetaDescriptor[] {
  return [
    { title: `${data.page.title} | Sweet Shop` },
    ...(data.page.description ? [{ name: 'description', content: data.page.description }] : []),
    ...(data.preview ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** A content page: breadcrumbs from Home (the page last, not a link), its title, the side navigation if any, its blocks. */
export function ContentPageView({ data }: { data: ContentPageData }) {
  const { page } = data;
  const environment: BlockEnvironment = {
    products: data.products,
    renderedAt: data.renderedAt,
    frameOrigins: data.frameOrigins,
    eCatalogs: data.eCatalogs,
    forms: data.forms,
  };
  return (
    <article data-content-page={page.key}>
      <Breadcrumbs crumbs={[...page.crumbs, { name: page.title }]} />
      <h1 className="mb-4 font-display text-3xl font-bold md:text-4xl">{page.title}</h1>
      <div className={page.sideNavigation ? 'flex flex-col gap-6 md:flex-row' : undefined}>
        {page.sideNavigation ? <SideNavigation navigation={page.sideNavigation} /> : null}
        <div className="min-w-0 flex-1">
          {page.blocks.map((block, index) => (
            <ContentBlock key={index} block={block} environment={environment} />
          ))}
        </div>
      </div>
    </article>
  );
}
